import type { HiddenField } from '../hidden-field/find';

/**
 * Where drafts live in localStorage. The prefix is a host contract (docs/widgets/editors.md, "Drafts"):
 * a host may clear every draft on logout by removing the keys that start with it.
 */
export const DRAFT_PREFIX = 'site-widgets:draft:';
/** The short-lived messages open tabs exchange about one field (see `other-tabs.ts`). */
export const TAB_PREFIX = 'site-widgets:tab:';
/** Fired on `window` after `clearDrafts()`, so editors on the page drop what they were about to write. */
export const DRAFTS_CLEARED_EVENT = 'site-widgets:drafts-cleared';

function actionOf(form: HTMLFormElement | null): string {
  const written = form?.getAttribute('action') ?? null;
  if (form === null || written === null) return '';
  try {
    const url = new URL(form.action, location.href);
    // Storage is per origin: the origin only matters when the form posts elsewhere.
    return url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
  } catch {
    return written;
  }
}

/**
 * Names one field's drafts: the page's path, the form's action when it has one (two
 * forms of a page may share a field name) and the field's name. The same field on
 * another page, or of another record's form, is another draft.
 */
export function draftScope(form: HTMLFormElement | null, field: string): string {
  return JSON.stringify([location.pathname, actionOf(form), field]);
}

/** The name a field is known by: its `name`, else `#id`. */
export function fieldName(input: HiddenField): string {
  return input.name !== '' ? input.name : `#${input.id}`;
}
