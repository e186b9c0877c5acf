import { findTimes } from './find-times';

/** A printed step and the times a timer can run for it. */
export interface TimedStep {
  readonly element: HTMLElement;
  /** Its number, from its id (`paso-4`). */
  readonly number: number;
  /** Seconds, each once: the stored `duration` (`data-recipe-duration`, minutes) first, then those in its text. */
  readonly times: readonly number[];
}

/** The recipe's steps that hold a time (docs/widgets/recipe.md, "Timers"). */
export function timedSteps(recipe: Element): TimedStep[] {
  return [...recipe.querySelectorAll<HTMLElement>('[data-recipe-step]')].flatMap((element) => {
    const number = Number(/^paso-(\d+)$/.exec(element.id)?.[1]);
    if (!Number.isSafeInteger(number)) return [];
    const stored = Number(element.dataset.recipeDuration);
    const text = element.querySelector('.sw-recipe__text')?.textContent ?? '';
    const times = [...(stored > 0 && stored <= 2880 ? [Math.round(stored * 60)] : []), ...findTimes(text).map((time) => time.seconds)];
    const unique = [...new Set(times)];
    return unique.length === 0 ? [] : [{ element, number, times: unique }];
  });
}
