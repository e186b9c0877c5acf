import { useMemo } from 'react';
import { ALL_PRODUCTS_TAG_ID, fetchProducts, productsPath, type ProductsResponse } from '../../shared/api/products';
import { TabbedListing, type ListingCard } from '../../shared/listing/TabbedListing';
import { idParam, pageParam, type UrlFields } from '../../shared/listing/url-state';
import { listingKey, useListingSelection, type ListingSelection } from '../../shared/listing/use-listing-selection';
import { useTabbedListing } from '../../shared/listing/use-tabbed-listing';
import type { ResourceRequest } from '../../shared/loading/prefetch';
import type { AttributeValues } from '../../runtime';
import { listingTexts } from '../../shared/texts/listing';
import type { TabItem } from '../../shared/ui/Tabs';
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
function tabsOf(data: ProductsResponse | null): TabItem<number>[] {
  return [{ id: ALL_PRODUCTS_TAG_ID, label: listingTexts.all }, ...(data?.tags ?? []).map((tag) => ({ id: tag.id, label: tag.name }))];
}

/**
 * The product catalogue (docs/widgets/catalogue.md) on the shared tabbed listing:
 * category tabs after 'Todo', Laravel-paginated product cards, a spinner that fades in
 * over the cards while the next ones load.
 */
export function ProductGrid({ columns, consumer, stateKey, label, headingLevel, urlPrefix }: AttributeValues<typeof attributes>) {
  const { consumerSite } = usePageGlobals();
  const forConsumers = consumer ?? consumerSite;
  const address = useMemo(() => ({ fields: ADDRESS_FIELDS, prefix: urlPrefix ?? '' }), [urlPrefix]);
  const listing = useListingSelection('products', stateKey, address);
  const { rememberCard } = listing;
  const { current, props } = useTabbedListing(listing, requestFor, tabsOf);
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
            onNavigate={() => rememberCard(`product-${product.id}`)}
          />
        ),
      })) ?? null,
    [current, forConsumers, headingLevel, rememberCard, startsInView],
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
