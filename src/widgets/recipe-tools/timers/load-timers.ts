import { lazyPart } from '../../../shared/loading/lazy-part';

/** Cook mode's timers, downloaded when cook mode is first turned on (or kept timers come back): a recipe read without cooking never pays for them. */
export const cookTimers = lazyPart(() => import('./CookTimers').then((module) => module.CookTimers), 'the cook mode timers');
