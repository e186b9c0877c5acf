import './post-grid.css';
import { useCallback, useMemo } from 'react';
import { ALL_TAG_ID, LANDINGS_TAG_ID, type PostsResponse } from '../../shared/api/posts';
import type { Correction } from '../../shared/listing/listing-store';
import { TabbedListing, type ListingCard } from '../../shared/listing/TabbedListing';
import { FIRST_SELECTION, listingKey, listingSelectionSchema, type ListingSelection } from '../../shared/listing/tabbed-selection';
import { tabbedCheck, tabbedView, type GridTabs } from '../../shared/listing/tabbed-view';
import { idParam, optionalIdParam, pageParam, type UrlFields } from '../../shared/listing/url-state';
import { printedPage } from '../../shared/listing/printed-page';
import { useListing } from '../../shared/listing/use-listing';
import { useServerAnswer } from '../../shared/loading/use-server-answer';
import { PostCard, PostCardSkeleton, type CardLayout } from '../../shared/posts/PostCard';
import { PRIORITY_CARDS, useStartsInView } from '../../shared/ui/use-starts-in-view';
import { postsRequest } from '../../shared/posts/posts-request';
import type { AttributeValues } from '../../runtime';
import { listingTexts } from '../../shared/texts/listing';
import { usePageGlobals } from '../../shared/page/use-page-globals';
import type { attributes } from './attributes';
import { LandingCard } from './LandingCard';
import { Subcategories } from './Subcategories';
import { postGridTexts } from './texts';

/** The spec's placeholder demo items: 12 blank video posts while loading. */
const SKELETON_COUNT = 12;

/** The grid's parameters in the page's address (docs/widgets/post-listings.md, "The state in the address"). */
const ADDRESS_FIELDS: UrlFields<ListingSelection> = {
  tagId: idParam('etiqueta', ALL_TAG_ID),
  subTagId: optionalIdParam('subetiqueta'),
  page: pageParam('pagina'),
};

function columnClass(layout: CardLayout): string {
  return layout === 'short' ? 'col-6 col-md-4 col-lg-3' : 'col-12 col-sm-6 col-lg-4';
}

/** 'Todo', the server's tags, 'Landings' when there are landings. */
const TABS: GridTabs<PostsResponse> = {
  of: (data) => [
    { id: ALL_TAG_ID, label: listingTexts.all },
    ...(data?.tags ?? []).map((tag) => ({ id: tag.id, label: tag.name })),
    ...((data?.landings.length ?? 0) > 0 ? [{ id: LANDINGS_TAG_ID, label: postGridTexts.landings }] : []),
  ],
  missing: listingTexts.noTab,
};

/** An address naming a subcategory the tab does not have: the whole tab. */
function subcategoryCheck(selection: ListingSelection, answer: PostsResponse): Correction<ListingSelection> | null {
  const parent = answer.tags.find((tag) => tag.id === selection.tagId);
  if (selection.subTagId === null || parent === undefined || (parent.childrens ?? []).some((child) => child.id === selection.subTagId)) return null;
  return { selection: { ...selection, subTagId: null, page: 1 }, notice: postGridTexts.noSubcategory(selection.subTagId, parent.name) };
}

const check = tabbedCheck(TABS, subcategoryCheck);

/**
 * The post listing of one section (docs/widgets/post-listings.md) on the shared tabbed listing:
 * tag tabs ('Todo', the server's tags, 'Landings' when there are landings), subcategory
 * filters, post (or landing) cards and the server-driven pagination, the choice kept in the
 * page's address.
 */
export function PostGrid({ section, layout, stateKey, label, headingLevel, urlPrefix, firstPage }: AttributeValues<typeof attributes>) {
  const visitor = usePageGlobals();
  const cardLayout: CardLayout = layout === 'auto' ? (visitor.consumerSite ? 'short' : 'standard') : layout;
  const startsInView = useStartsInView();
  const { userId } = visitor;
  const requestFor = useCallback(
    (chosen: ListingSelection) =>
      postsRequest({ section, tagId: chosen.subTagId ?? chosen.tagId, page: chosen.page, userId }, listingKey(chosen, `${section}|${userId ?? ''}`)),
    [section, userId],
  );
  // The page the server printed, when it is the one the grid opens on (not a saved state's).
  const printed = useServerAnswer(firstPage, 'data-first-page');
  const listing = useListing({
    scope: section,
    stateKey,
    schema: listingSelectionSchema,
    initial: FIRST_SELECTION,
    fields: ADDRESS_FIELDS,
    prefix: urlPrefix ?? '',
    requestFor,
    printed: printedPage(printed),
    check,
  });
  const { selection, request, remember, hrefOf, choose } = listing;
  const tagId = selection.subTagId ?? selection.tagId;
  const { current, props } = tabbedView(listing, TABS);
  const parent = request.data?.tags.find((tag) => tag.id === selection.tagId);

  const cards = useMemo((): ListingCard[] | null => {
    if (current === null) return null;
    if (tagId === LANDINGS_TAG_ID) {
      return current.landings.map((landing) => ({
        key: `landing-${landing.id}`,
        node: <LandingCard landing={landing} layout={cardLayout} headingLevel={headingLevel} onNavigate={() => remember(`landing-${landing.id}`)} />,
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
          onNavigate={() => remember(`post-${post.id}`)}
          priority={startsInView && index < PRIORITY_CARDS}
        />
      ),
    }));
  }, [current, tagId, cardLayout, headingLevel, visitor, remember, startsInView]);

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
          <Subcategories
            parent={parent}
            selected={selection.subTagId}
            // A subcategory of the tab (null: the whole tab), from page 1.
            onSelect={(subTagId) => choose((chosen) => ({ ...chosen, subTagId, page: 1 }))}
            hrefOf={(subTagId) => hrefOf({ tagId: selection.tagId, subTagId, page: 1 })}
          />
        ) : null
      }
    />
  );
}
