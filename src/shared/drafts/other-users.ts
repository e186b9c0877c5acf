import { loggedUserId } from '../page/logged-in';
import { DRAFT_PREFIX, removeDrafts } from './clear';

/**
 * On every page: when the globals name a logged user, the drafts of anyone else go, unseen
 * (docs/widgets/editors.md, "Drafts"). An editor whose session expired without a logout
 * leaves a draft on this browser; it is kept while nobody is logged in (its author logs in
 * again to recover it: the login page is a guest's), and goes as soon as another person logs
 * in here, whatever they open: a visitor with an account never opens an editor, where the
 * editors' own sweep runs.
 */
export function removeOtherUsersDrafts(): void {
  const user = loggedUserId();
  if (user !== null) removeDrafts((key) => !key.startsWith(`${DRAFT_PREFIX}${user}:`));
}
