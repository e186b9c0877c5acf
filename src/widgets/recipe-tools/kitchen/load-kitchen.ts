import { lazyPart } from '../../../shared/loading/lazy-part';

/**
 * The kitchen tools (mould, flour at hand, grams, yeast), downloaded when first opened or when a
 * kept choice needs them: a recipe read as printed never pays for them.
 */
export const kitchenPart = lazyPart(() => import('./chunk'), 'the kitchen tools');
