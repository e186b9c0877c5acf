import './post-grid.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ALL_TAG_ID, LANDINGS_TAG_ID, type PostsResponse } from '../../shared/api/posts';
import { usePageGlobals } from '../../shared/use-page-globals';
import { LandingCard, PostCard, PostCardSkeleton, type CardLayout } from '../../shared/posts/PostCard';
import { useLoadPosts } from '../../shared/posts/use-load-posts';
import { useWidget, type AttributeValues } from '../../shared/runtime';
import { listingTexts } from '../../shared/texts/listing';
import { LoadError } from '../../shared/ui/LoadError';
import { SlowNotice } from '../../shared/ui/SlowNotice';
import { Pagination } from '../../shared/ui/Pagination';
import { Tabs, type TabItem } from '../../shared/ui/Tabs';
import type { attributes } from './attributes';
import { clearGridState, readGridState, saveGridState, savedStateKey } from './saved-state';

/** The spec's placeholder demo items: 12 blank video posts while loading. */
export const SKELETON_COUNT = 12;

interface Selection {
  tagId: number;
  subTagId: number | null;
  page: number;
}

const FIRST: Selection = { tagId: ALL_TAG_ID, subTagId: null, page: 1 };

export function columnClass(layout: CardLayout): string {
  return layout === 'short' ? 'col-6 col-md-4 col-lg-3' : 'col-12 col-sm-6 col-lg-4';
}

function tabsOf(data: PostsResponse | null): TabItem<number>[] {
  const tabs: TabItem<number>[] = [{ id: ALL_TAG_ID, label: listingTexts.all }];
  for (const tag of data?.tags ?? []) tabs.push({ id: tag.id, label: tag.name });
  if ((data?.landings.length ?? 0) > 0) tabs.push({ id: LANDINGS_TAG_ID, label: listingTexts.landings });
  return tabs;
}

function scrollBehavior(): ScrollBehavior {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * The post listing of one section (spec sections 2 and 4): tag tabs ('Todo', the
 * server's tags, 'Landings' when there are landings), subcategory filters, the card
 * grid and the server-driven pagination. The page, tab and subcategory survive a visit
 * to a post and back (sessionStorage, per grid).
 */
export function PostGrid({ section, layout, stateKey, label, headingLevel }: AttributeValues<typeof attributes>) {
  const widget = useWidget();
  const visitor = usePageGlobals();
  const cardLayout: CardLayout = layout === 'auto' ? (visitor.consumerSite ? 'short' : 'standard') : layout;
  const storageKey = useMemo(() => savedStateKey(widget, section, stateKey), [widget, section, stateKey]);
  const [restored] = useState(() => readGridState(storageKey));
  const [selection, setSelection] = useState<Selection>(() =>
    restored === null ? FIRST : { tagId: restored.tagId, subTagId: restored.subTagId, page: restored.page },
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Restored once, then forgotten (spec section 2). A page the browser brings back from
  // its back-forward cache keeps its state in memory: its entry is forgotten too.
  useEffect(() => {
    if (restored !== null) clearGridState(storageKey);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) clearGridState(storageKey);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [restored, storageKey]);

  const tagId = selection.subTagId ?? selection.tagId;
  const { userId } = visitor;
  const request = useLoadPosts({ section, tagId, page: selection.page, userId });
  const tabs = useMemo(() => tabsOf(request.data), [request.data]);
  const parent = request.data?.tags.find((tag) => tag.id === selection.tagId);
  const children = parent?.childrens ?? [];

  const saveState = useCallback(() => saveGridState(storageKey, selection), [storageKey, selection]);

  function changePage(page: number) {
    setSelection((current) => ({ ...current, page }));
    const root = rootRef.current;
    if (root !== null && typeof root.scrollIntoView === 'function') root.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
    panelRef.current?.focus({ preventScroll: true });
  }

  const loading = request.status === 'loading';
  const data = request.status === 'loaded' ? request.data : null;
  return (
    <div ref={rootRef} className="sw-post-grid">
      <Tabs
        tabs={tabs}
        selected={selection.tagId}
        onSelect={(id) => setSelection({ tagId: id, subTagId: null, page: 1 })}
        label={label ?? listingTexts.tabs}
        panelRef={panelRef}
      >
        {children.length > 0 && parent !== undefined ? (
          <div className="sw-post-grid__subtags" role="group" aria-label={listingTexts.subcategories(parent.name)}>
            {[{ id: null, name: listingTexts.allSubcategories }, ...children].map((child) => {
              const pressed = selection.subTagId === child.id;
              return (
                <button
                  key={child.id ?? 'all'}
                  type="button"
                  className={`btn btn-sm ${pressed ? 'btn-secondary' : 'btn-outline-secondary'}`}
                  aria-pressed={pressed}
                  onClick={() => setSelection((current) => ({ ...current, subTagId: child.id, page: 1 }))}
                >
                  {child.name}
                </button>
              );
            })}
          </div>
        ) : null}
        <div className="sw-post-grid__status visually-hidden" role="status">
          {loading ? listingTexts.loading : ''}
        </div>
        {request.status === 'error' ? <LoadError onRetry={request.retry} /> : null}
        <SlowNotice slow={request.slow} onRetry={request.retry} />
        {loading ? (
          <ul className="row g-4 list-unstyled mb-0 sw-post-grid__grid" aria-busy="true">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={index} className={columnClass(cardLayout)}>
                <PostCardSkeleton layout={cardLayout} />
              </li>
            ))}
          </ul>
        ) : null}
        {data !== null && tagId === LANDINGS_TAG_ID ? (
          data.landings.length === 0 ? (
            <p className="sw-post-grid__empty">{listingTexts.emptyLandings}</p>
          ) : (
            <ul className="row g-4 list-unstyled mb-0 sw-post-grid__grid">
              {data.landings.map((landing) => (
                <li key={landing.id} className={columnClass(cardLayout)}>
                  <LandingCard landing={landing} layout={cardLayout} headingLevel={headingLevel} onNavigate={saveState} />
                </li>
              ))}
            </ul>
          )
        ) : null}
        {data !== null && tagId !== LANDINGS_TAG_ID ? (
          <>
            {data.posts.data.length === 0 ? (
              <p className="sw-post-grid__empty">{listingTexts.empty}</p>
            ) : (
              <ul className="row g-4 list-unstyled mb-0 sw-post-grid__grid">
                {data.posts.data.map((post) => (
                  <li key={post.id} className={columnClass(cardLayout)}>
                    <PostCard post={post} layout={cardLayout} headingLevel={headingLevel} visitor={visitor} onNavigate={saveState} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              links={data.posts.links}
              nextPageUrl={data.posts.next_page_url}
              onPageChange={changePage}
              label={label === undefined ? listingTexts.pagination : `${listingTexts.pagination}: ${label}`}
            />
          </>
        ) : null}
      </Tabs>
    </div>
  );
}
