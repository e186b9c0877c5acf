import { describeChanges, describePlace, quoted, type ChangeWords } from './describe';
import type { MergePlan } from './kit-types';
import { mergeJson } from './merge';
import { mergeTexts } from './texts';

/** A changed value as a short text: its own text, or an item's first text field (a step's text, a question). */
function summary(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'object' || value === null) return '';
  const first = Object.values(value).find((field) => typeof field === 'string' && field.trim() !== '');
  return typeof first === 'string' ? first : '';
}

/** The draft (`mine`), the save made since it began (`saved`) and the value it began from (`origin`), merged and said in words. */
export function planMerge(origin: unknown, saved: unknown, mine: unknown, words: ChangeWords): MergePlan {
  const { conflicts } = mergeJson(origin, saved, mine);
  return {
    theirs: describeChanges(origin, saved, words),
    mine: describeChanges(origin, mine, words),
    conflicts: conflicts.map((conflict) => ({
      id: conflict.id,
      place: describePlace(conflict.path, origin, words),
      saved: conflict.theirs === undefined ? mergeTexts.removed : quoted(summary(conflict.theirs)),
      yours: conflict.mine === undefined ? mergeTexts.removed : quoted(summary(conflict.mine)),
    })),
    merged: (choices) => mergeJson(origin, saved, mine, choices).value,
  };
}
