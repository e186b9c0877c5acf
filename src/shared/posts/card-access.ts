import type { PageGlobals } from '../page/globals';
import { postPath, REGISTER_PATH } from '../api/routes';

type CardLock = 'login' | 'registration' | null;

export interface CardAccess {
  /** Where a click on the card goes. */
  href: string;
  /**
   * 'login': logged out and the post needs login: blurred image, lock overlay that opens
   * the login prompt. 'registration': logged in with an unfinished registration and the
   * post needs login: blurred image, overlay asking to finish it. null: nothing hidden.
   */
  lock: CardLock;
}

/** What a visitor in each state sees of a post card (docs/widgets/post-listings.md, "Gating"). */
export function cardAccess(post: { id: number; login_required: boolean }, visitor: Pick<PageGlobals, 'userId' | 'registrationUnfinished'>): CardAccess {
  const href = visitor.registrationUnfinished ? REGISTER_PATH : postPath(post.id);
  if (!post.login_required) return { href, lock: null };
  if (visitor.userId === null) return { href, lock: 'login' };
  return { href, lock: visitor.registrationUnfinished ? 'registration' : null };
}
