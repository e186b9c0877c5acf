import * as v from 'valibot';

const wholeNumber = v.pipe(v.number(), v.safeInteger('expected a whole number'));

/**
 * What a tabbed listing shows: a tab, maybe a subcategory of it, and a page (as saved:
 * docs/widgets/post-listings.md, "State restore").
 */
// looseObject, like every public schema: valibot's strict `object` would be one more
// function in the chunk every public widget shares (docs/benchmark.md, "Bytes").
export const listingSelectionSchema = v.looseObject({
  tagId: wholeNumber,
  subTagId: v.optional(v.nullable(wholeNumber), null),
  page: v.pipe(wholeNumber, v.minValue(1, 'expected a page number')),
});

export type ListingSelection = v.InferOutput<typeof listingSelectionSchema>;

/** 'Todo' (id 0), page 1. */
export const FIRST_SELECTION: ListingSelection = { tagId: 0, subTagId: null, page: 1 };

/**
 * A request key of a listing's selection, `extra` (the visitor, a section) last:
 * `sameTab` reads back which tab an answer belongs to.
 */
export function listingKey({ tagId, subTagId, page }: ListingSelection, extra = ''): string {
  return `${tagId}|${subTagId ?? ''}|${page}|${extra}`;
}

/** Whether an answer loaded for `dataKey` belongs to the selection's tab (any page). */
export function sameTab(dataKey: string | null, { tagId, subTagId }: ListingSelection): boolean {
  return dataKey !== null && dataKey.startsWith(`${tagId}|${subTagId ?? ''}|`);
}
