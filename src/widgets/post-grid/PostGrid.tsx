import './post-grid.css';
import { useMemo } from 'react';
import { ALL_TAG_ID, LANDINGS_TAG_ID, type PostsResponse } from '../../shared/api/posts';
import { TabbedListing, type ListingCard } from '../../shared/listing/TabbedListing';
import { listingKey, useListingSelection } from '../../shared/listing/use-listing-selection';
import { useTabbedListing } from '../../shared/listing/use-tabbed-listing';
import { PostCard, PostCardSkeleton, PRIORITY_CARDS, type CardLayout } from '../../shared/posts/PostCard';
import { useStartsInView } from '../../shared/ui/use-starts-in-view';
import { useLoadPosts } from '../../shared/posts/use-load-posts';
import type { AttributeValues } from '../../runtime';
import { listingTexts } from '../../shared/texts/listing';
import type { TabItem } from '../../shared/ui/Tabs';
import { usePageGlobals } from '../../shared/page/use-page-globals';
import type { attributes } from './attributes';
import { LandingCard } from './LandingCard';
import { Subcategories } from './Subcategories';
import { postGridTexts } from './texts';

/** The spec's placeholder demo items: 12 blank video posts while loading. */
const SKELETON_COUNT = 12;

function columnClass(layout: CardLayout): string {
  return layout === 'short' ? 'col-6 col-md-4 col-lg-3' : 'col-12 col-sm-6 col-lg-4';
}

function tabsOf(data: PostsResponse | null): TabItem<number>[] {
  const tabs: TabItem<number>[] = [{ id: ALL_TAG_ID, label: listingTexts.all }];
  for (const tag of data?.tags ?? []) tabs.push({ id: tag.id, label: tag.name });
  if ((data?.landings.length ?? 0) > 0) tabs.push({ id: LANDINGS_TAG_ID, label: postGridTexts.landings });
  return tabs;
}

/**
 * The post listing of one section (docs/widgets/post-listings.md) on the shared tabbed listing:
 * tag tabs ('Todo', the server's tags, 'Landings' when there are landings), subcategory
 * filters, post (or landing) cards and the server-driven pagination.
 */
export function PostGrid({ section, layout, stateKey, label, headingLevel }: AttributeValues<typeof attributes>) {
  const visitor = usePageGlobals();
  const cardLayout: CardLayout = layout === 'auto' ? (visitor.consumerSite ? 'short' : 'standard') : layout;
  const startsInView = useStartsInView();
  const listing = useListingSelection(section, stateKey);
  const { selection, rememberCard } = listing;
  const tagId = selection.subTagId ?? selection.tagId;
  const { userId } = visitor;
  const request = useLoadPosts({ section, tagId, page: selection.page, userId }, listingKey(selection, `${section}|${userId ?? ''}`));
  const { current, props } = useTabbedListing(listing, request, tabsOf);
  const parent = request.data?.tags.find((tag) => tag.id === selection.tagId);

  const cards = useMemo((): ListingCard[] | null => {
    if (current === null) return null;
    if (tagId === LANDINGS_TAG_ID) {
      return current.landings.map((landing) => ({
        key: `landing-${landing.id}`,
        node: <LandingCard landing={landing} layout={cardLayout} headingLevel={headingLevel} onNavigate={() => rememberCard(`landing-${landing.id}`)} />,
      }));
    }
    return current.posts.data.map((post, index) => ({
      key: `post-${post.id}`,
      node: (
        <PostCard
          post={post}
          layout={cardLayout}
          headingLevel={headingLevel}
          visitor={visitor}
          onNavigate={() => rememberCard(`post-${post.id}`)}
          priority={startsInView && index < PRIORITY_CARDS}
        />
      ),
    }));
  }, [current, tagId, cardLayout, headingLevel, visitor, rememberCard, startsInView]);

  return (
    <TabbedListing
      {...props}
      className="sw-post-grid"
      label={label ?? postGridTexts.tabs}
      paginationLabel={label === undefined ? listingTexts.pagination : `${listingTexts.pagination}: ${label}`}
      cards={cards}
      // Landings come all at once, without pages.
      pages={tagId === LANDINGS_TAG_ID ? null : props.pages}
      columnClass={columnClass(cardLayout)}
      skeleton={{ count: SKELETON_COUNT, render: () => <PostCardSkeleton layout={cardLayout} /> }}
      loadingView="skeletons"
      emptyText={tagId === LANDINGS_TAG_ID ? postGridTexts.emptyLandings : listingTexts.empty}
      errorText={listingTexts.loadError}
      header={
        parent !== undefined && (parent.childrens?.length ?? 0) > 0 ? (
          <Subcategories parent={parent} selected={selection.subTagId} onSelect={listing.selectSubTag} />
        ) : null
      }
    />
  );
}
