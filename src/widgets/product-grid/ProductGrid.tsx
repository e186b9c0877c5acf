import { useMemo } from 'react';
import { ALL_PRODUCTS_TAG_ID, fetchProducts, productsPath, type ProductsResponse } from '../../shared/api/products';
import { TabbedListing, type ListingCard } from '../../shared/listing/TabbedListing';
import { FIRST_SELECTION, listingKey, listingSelectionSchema, type ListingSelection } from '../../shared/listing/tabbed-selection';
import { tabbedCheck, tabbedView, type GridTabs } from '../../shared/listing/tabbed-view';
import { idParam, pageParam, type UrlFields } from '../../shared/listing/url-state';
import { printedPage } from '../../shared/listing/printed-page';
import { useListing } from '../../shared/listing/use-listing';
import { useServerAnswer } from '../../shared/loading/use-server-answer';
import type { ResourceRequest } from '../../shared/loading/prefetch';
import type { AttributeValues } from '../../runtime';
import { listingTexts } from '../../shared/texts/listing';
import { usePageGlobals } from '../../shared/page/use-page-globals';
import { PRIORITY_CARDS, useStartsInView } from '../../shared/ui/use-starts-in-view';
import type { attributes } from './attributes';
import { productColumnClass } from './columns';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { productGridTexts } from './texts';

/** One page of the mocked backend and of the legacy catalogue. */
const SKELETON_COUNT = 12;

/** The grid's parameters in the page's address (docs/widgets/catalogue.md): no subcategories here. */
const ADDRESS_FIELDS: UrlFields<ListingSelection> = {
  tagId: idParam('categoria', ALL_PRODUCTS_TAG_ID),
  page: pageParam('pagina'),
};

/** A selection's request: `GET /api/products[/{tagId}]?page={n}`. */
function requestFor(selection: ListingSelection): ResourceRequest<ProductsResponse> {
  const query = { tagId: selection.tagId, page: selection.page };
  return { key: listingKey(selection), url: `${productsPath(query)}?page=${query.page}`, fetch: (signal) => fetchProducts(query, signal) };
}

/** 'Todo' (id 0), then the server's categories in its order. */
const TABS: GridTabs<ProductsResponse> = {
  of: (data) => [{ id: ALL_PRODUCTS_TAG_ID, label: listingTexts.all }, ...(data?.tags ?? []).map((tag) => ({ id: tag.id, label: tag.name }))],
  missing: listingTexts.noTab,
};

const check = tabbedCheck(TABS);

/**
 * The product catalogue (docs/widgets/catalogue.md) on the shared tabbed listing:
 * category tabs after 'Todo', Laravel-paginated product cards, a spinner that fades in
 * over the cards while the next ones load.
 */
export function ProductGrid({ columns, consumer, stateKey, label, headingLevel, urlPrefix, firstPage }: AttributeValues<typeof attributes>) {
  const { consumerSite } = usePageGlobals();
  const forConsumers = consumer ?? consumerSite;
  // The page the server printed, when it is the one the grid opens on (not a saved state's).
  const printed = useServerAnswer(firstPage, 'data-first-page');
  const listing = useListing({
    scope: 'products',
    stateKey,
    schema: listingSelectionSchema,
    initial: FIRST_SELECTION,
    fields: ADDRESS_FIELDS,
    prefix: urlPrefix ?? '',
    requestFor,
    printed: printedPage(printed),
    check,
  });
  const { remember } = listing;
  const { current, props } = tabbedView(listing, TABS);
  const startsInView = useStartsInView();

  const cards = useMemo(
    (): ListingCard[] | null =>
      current?.posts.data.map((product, index) => ({
        key: `product-${product.id}`,
        node: (
          <ProductCard
            product={product}
            consumer={forConsumers}
            headingLevel={headingLevel}
            priority={startsInView && index < PRIORITY_CARDS}
            onNavigate={() => remember(`product-${product.id}`)}
          />
        ),
      })) ?? null,
    [current, forConsumers, headingLevel, remember, startsInView],
  );

  const name = label ?? productGridTexts.tabs;
  return (
    <TabbedListing
      {...props}
      className="sw-product-grid"
      label={name}
      paginationLabel={`${listingTexts.pagination}: ${name}`}
      cards={cards}
      columnClass={productColumnClass(columns)}
      skeleton={{ count: SKELETON_COUNT, render: () => <ProductCardSkeleton /> }}
      loadingView="spinner"
      emptyText={productGridTexts.empty}
      errorText={productGridTexts.loadError}
    />
  );
}
