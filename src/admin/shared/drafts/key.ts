import { DRAFT_PREFIX } from '../../../shared/drafts/clear';
import type { HiddenField } from '../hidden-field/find';
import { draftUser } from './draft-user';

/**
 * The short-lived messages open tabs exchange about one field (see `other-tabs.ts`). They
 * carry no user: only a tab's random id and whether it opens or leaves the field, never
 * content, and each is removed as soon as it is written.
 */
export const TAB_PREFIX = 'site-widgets:tab:';

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
 * Names one field's drafts: the form's action and the field's name, or, for a form without
 * an action (it posts to its page), the page's path and the field's name. The action names
 * the record: the edit page and the pages that answer its post (Laravel's 422, a stale
 * save's 409, printed at the action's address) share the draft, so an answer page offers
 * what its form's page kept, and the next load of either decides it. Another record's form
 * is another draft.
 */
export function draftScope(form: HTMLFormElement | null, field: string): string {
  const action = actionOf(form);
  return JSON.stringify([action === '' ? location.pathname : '', action, field]);
}

/**
 * The scope this field's drafts had before the action alone named them (the page's path
 * beside the action), for the drafts kept then; null when it is the same.
 */
export function formerDraftScope(form: HTMLFormElement | null, field: string): string | null {
  const action = actionOf(form);
  return action === '' ? null : JSON.stringify([location.pathname, action, field]);
}

/** The name a field is known by: its `name`, else `#id`. */
export function fieldName(input: HiddenField): string {
  return input.name !== '' ? input.name : `#${input.id}`;
}

/** The start of every key of `user`'s drafts: `site-widgets:draft:7:`. */
function userPrefix(user: string): string {
  return `${DRAFT_PREFIX}${user}:`;
}

/**
 * A field's draft key for `user` (by default the user of the moment): the user, then the
 * scope, `site-widgets:draft:7:["/admin/posts/1/edit","/admin/posts/1","steps"]`.
 */
export function draftKey(scope: string, user: string = draftUser()): string {
  return `${userPrefix(user)}${scope}`;
}

/** Whether a draft key is `user`'s (a key from before users were named, `site-widgets:draft:[…`, is nobody's). */
export function isDraftOf(key: string, user: string): boolean {
  return key.startsWith(userPrefix(user));
}
