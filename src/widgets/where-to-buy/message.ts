import { scaleQuantity } from '../../shared/recipe/scale';
import type { WantedProduct } from './attributes';
import { whereToBuyTexts as texts } from './texts';

const list = new Intl.ListFormat('es', { type: 'conjunction' });

/** 'Harina 0000 (1 kg) y Levadura seca (10 g)': each product with its quantity for the servings chosen (`factor`: chosen ÷ written). */
function productsLine(products: readonly WantedProduct[], factor: number): string {
  return list.format(
    products.map(({ name, qty }) => {
      const written = (qty ?? '').trim();
      return written === '' ? name : `${name} (${scaleQuantity(written, factor)})`;
    }),
  );
}

/** A product's names, joined as Spanish does ('Harina 0000 y Levadura seca'). */
export function namesLine(products: readonly WantedProduct[]): string {
  return list.format(products.map(({ name }) => name));
}

export interface MessageSubject {
  /** The recipe's name; null on a product page. */
  recipe: string | null;
  products: readonly WantedProduct[];
  factor: number;
  site: string | null;
  url: string;
}

/** What 'Pedir por WhatsApp' writes to the distributor (docs/widgets/where-to-buy.md, "The message"). */
export function orderMessage({ recipe, products, factor, site, url }: MessageSubject): string {
  if (recipe === null) return texts.productMessage(namesLine(products), url);
  return texts.recipeMessage(productsLine(products, factor), recipe, site, url);
}

/** The page's `og:site_name`, trimmed; null without one. */
export function pageSiteName(): string | null {
  const content = document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')?.trim() ?? '';
  return content === '' ? null : content;
}
