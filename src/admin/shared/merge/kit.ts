import type { MergeKit } from './kit-types';
import { MergeOffer } from './MergeOffer';
import { planMerge } from './plan';

/** The merge offer's code, a chunk of its own (`use-document-draft.ts` imports it when a draft needs it). */
export const kit: MergeKit = { plan: planMerge, Offer: MergeOffer };
