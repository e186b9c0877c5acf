import './post-carousel.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ALL_TAG_ID, type PostCard as PostCardData } from '../../shared/api/posts';
import { usePageGlobals } from '../../shared/page/use-page-globals';
import { PostCard, PostCardSkeleton, type CardLayout } from '../../shared/posts/PostCard';
import { PRIORITY_CARDS, useStartsInView } from '../../shared/ui/use-starts-in-view';
import { useLoadPosts } from '../../shared/posts/use-load-posts';
import { useServerAnswer } from '../../shared/loading/use-server-answer';
import type { AttributeValues } from '../../runtime';
import { listingTexts } from '../../shared/texts/listing';
import { LoadError } from '../../shared/ui/LoadError';
import { SlowNotice } from '../../shared/ui/SlowNotice';
import { Tabs, type TabItem } from '../../shared/ui/Tabs';
import type { attributes } from './attributes';
import { groupByTag } from './group-by-tag';
import { postCarouselTexts } from './texts';

/** The 'Todo' tab's id (tag names are the other ids). */
const ALL = '';
const SKELETONS = 4;

/**
 * The simple post carousel (docs/widgets/post-listings.md): one page of posts, grouped by tag name
 * into tabs after a 'Todo' tab, in a row that scrolls sideways (swipe, scroll, or the
 * previous/next buttons).
 */
export function PostCarousel({ section, tagId, product, layout, label, headingLevel, firstPage }: AttributeValues<typeof attributes>) {
  const visitor = usePageGlobals();
  const startsInView = useStartsInView();
  const cardLayout: CardLayout = layout === 'auto' ? (visitor.consumerSite ? 'short' : 'standard') : layout;
  const { userId } = visitor;
  const initial = useServerAnswer(firstPage, 'data-first-page');
  const request = useLoadPosts({ section, tagId: tagId ?? ALL_TAG_ID, page: 1, userId, productId: product }, { initial });
  const posts = useMemo(() => request.data?.posts.data ?? [], [request.data]);
  const groups = useMemo(() => groupByTag(posts), [posts]);
  const [active, setActive] = useState(ALL);
  const tabs: TabItem<string>[] = [{ id: ALL, label: listingTexts.all }, ...groups.map((group) => ({ id: group.name, label: group.name }))];
  const shown = active === ALL ? posts : (groups.find((group) => group.name === active)?.posts ?? posts);
  const name = label ?? postCarouselTexts.label;

  return (
    <div className="sw-post-carousel">
      <Tabs tabs={tabs} selected={active} onSelect={setActive} label={name}>
        {request.status === 'error' ? <LoadError message={listingTexts.loadError} onRetry={request.retry} /> : null}
        <SlowNotice slow={request.slow} onRetry={request.retry} />
        {request.status === 'loading' ? (
          <>
            <ul className="sw-post-carousel__track sw-post-carousel__track--loading" aria-busy="true">
              {Array.from({ length: SKELETONS }, (_, index) => (
                <li key={index} className={`sw-post-carousel__item sw-post-carousel__item--${cardLayout}`}>
                  <PostCardSkeleton layout={cardLayout} />
                </li>
              ))}
            </ul>
            {/* The ‹ › row's place, so nothing below moves when the cards arrive. */}
            <div className="sw-post-carousel__controls" />
          </>
        ) : null}
        {request.status === 'loaded' ? (
          shown.length === 0 ? (
            <p className="sw-post-carousel__empty">{product === undefined ? listingTexts.empty : postCarouselTexts.noProductPosts}</p>
          ) : (
            <Track key={active} posts={shown} layout={cardLayout} headingLevel={headingLevel} label={name} visitor={visitor} startsInView={startsInView} />
          )
        ) : null}
      </Tabs>
    </div>
  );
}

interface TrackProps {
  posts: PostCardData[];
  layout: CardLayout;
  headingLevel: number;
  label: string;
  visitor: ReturnType<typeof usePageGlobals>;
  startsInView: boolean;
}

function Track({ posts, layout, headingLevel, label, visitor, startsInView }: TrackProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (track === null) return;
    const max = track.scrollWidth - track.clientWidth;
    setEdges({ start: track.scrollLeft <= 1, end: track.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, posts]);

  function scroll(direction: 1 | -1) {
    const track = trackRef.current;
    if (track === null) return;
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  }

  return (
    <div className="sw-post-carousel__frame" role="group" aria-roledescription={postCarouselTexts.roleDescription} aria-label={label}>
      <ul ref={trackRef} className="sw-post-carousel__track" onScroll={measure}>
        {posts.map((post, index) => (
          <li key={post.id} className={`sw-post-carousel__item sw-post-carousel__item--${layout}`}>
            <PostCard post={post} layout={layout} headingLevel={headingLevel} visitor={visitor} priority={startsInView && index < PRIORITY_CARDS} />
          </li>
        ))}
      </ul>
      {edges.start && edges.end ? (
        <div className="sw-post-carousel__controls" />
      ) : (
        <div className="sw-post-carousel__controls">
          <button
            type="button"
            className="btn btn-outline-secondary sw-post-carousel__button"
            aria-label={postCarouselTexts.previous}
            disabled={edges.start}
            onClick={() => scroll(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary sw-post-carousel__button"
            aria-label={postCarouselTexts.next}
            disabled={edges.end}
            onClick={() => scroll(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
