import * as v from 'valibot';
import { flag } from '../../base/schema/laravel';
import { listOf } from '../../base/schema/list';

/** One entry of Laravel's `links`. `label` holds HTML entities ("&laquo; Previous"): never shown as HTML. */
const paginatorLinkSchema = v.looseObject({
  url: v.nullish(v.string()),
  label: v.string(),
  active: flag,
});

export type PaginatorLink = v.InferOutput<typeof paginatorLinkSchema>;

/**
 * Laravel's `LengthAwarePaginator::toArray()`, as far as the widgets read it (spec
 * section 7: `data`, `links`, `next_page_url`); its other keys are kept as they came.
 * One unreadable entry of `data` is left out; a bad link fails the page (the bar would lie).
 */
export function paginatorSchema<S extends v.GenericSchema>(item: S) {
  return v.looseObject({
    data: listOf(item),
    links: v.array(paginatorLinkSchema),
    next_page_url: v.optional(v.nullable(v.string()), null),
  });
}
