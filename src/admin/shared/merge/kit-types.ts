import type { ComponentType } from 'react';
import type { ChangeWords } from './describe';
import type { MergeChoice } from './merge';

/** Where both sides changed the same thing, as the offer asks about it. */
interface MergeQuestion {
  readonly id: string;
  /** "el texto del paso 2 de «Masa»". */
  readonly place: string;
  readonly saved: string;
  readonly yours: string;
}

/** A draft and a save made since it began, merged: what each changed, in sentences, and where they clash. */
export interface MergePlan {
  readonly theirs: readonly string[];
  readonly mine: readonly string[];
  readonly conflicts: readonly MergeQuestion[];
  /** The combined document, each question settled as chosen. */
  readonly merged: (choices: ReadonlyMap<string, MergeChoice>) => unknown;
}

export interface MergeOfferProps {
  readonly plan: MergePlan;
  /** "hace 12 minutos". */
  readonly age: string;
  readonly onCombine: (choices: ReadonlyMap<string, MergeChoice>) => void;
  readonly onUseMine: () => void;
  readonly onKeepSaved: () => void;
}

/**
 * What a merge offer needs, downloaded only when a draft is overtaken by a save (rare: most
 * admin pages never need it): the plan and the offer's component.
 */
export interface MergeKit {
  readonly plan: (origin: unknown, saved: unknown, mine: unknown, words: ChangeWords) => MergePlan;
  readonly Offer: ComponentType<MergeOfferProps>;
}
