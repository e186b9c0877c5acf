import * as v from 'valibot';
import { flagParam, pageParam, searchParam, textParam, type UrlFields } from '../../shared/listing/url-state';

/** What the visitor chose, as saved for the back button. */
export const choiceSchema = v.looseObject({
  /** The province as shown, or null for all of them. */
  province: v.nullable(v.string()),
  page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** The search box's text, as typed (an older entry without it: none). */
  query: v.optional(v.string(), ''),
  /** 'Cerca mío' on (the position itself is never saved). */
  near: v.optional(v.boolean(), false),
  /** 'Abierto ahora': only the distributors open now (an older entry without it: off). */
  open: v.optional(v.boolean(), false),
});

export type Choice = v.InferOutput<typeof choiceSchema>;

export const FIRST_CHOICE: Choice = { province: null, page: 1, query: '', near: false, open: false };

/**
 * Distributors a page shows (docs/widgets/catalogue.md): beside the address's fields, since the
 * page without JavaScript pages the same way (generated for the host package, `npm run generate`).
 */
export const PER_PAGE = 20;

/** The choice's parameters in the page's address (docs/widgets/catalogue.md): one line each. */
export const ADDRESS_FIELDS: UrlFields<Choice> = {
  province: textParam('provincia'),
  query: searchParam('buscar'),
  page: pageParam('pagina'),
  near: flagParam('cerca'),
  open: flagParam('abierto'),
};
