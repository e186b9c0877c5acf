import { readRecipeEntry, recipeKey, writeRecipeEntry } from '../../../shared/recipe/storage';

/**
 * Cook mode's timers as kept per recipe (docs/widgets/recipe.md, "Timers"): a running timer
 * keeps its end time (`endsAt`, ms since the epoch), so a reload finds it where the clock is;
 * a paused one keeps what was left (`left`, ms). `rung` once it has sounded.
 */
export interface Timer {
  /** `paso-4-2400`: the step and the seconds, so one step's one time runs once. */
  readonly id: string;
  /** The step's number, as printed. */
  readonly step: number;
  readonly seconds: number;
  readonly endsAt: number | null;
  readonly left: number | null;
  readonly rung: boolean;
}

/** A finished timer nobody dismissed is forgotten this long after it rang: a visit the next day starts clean. */
const FORGET_AFTER = 60 * 60 * 1000;

export const timerId = (step: number, seconds: number) => `paso-${step}-${seconds}`;

/** What is left, in ms (0 once over). */
export function remaining(timer: Timer, now: number): number {
  if (timer.endsAt === null) return Math.max(0, timer.left ?? 0);
  return Math.max(0, timer.endsAt - now);
}

export function startTimer(timers: readonly Timer[], step: number, seconds: number, now: number): Timer[] {
  const id = timerId(step, seconds);
  if (timers.some((timer) => timer.id === id)) return [...timers];
  return [...timers, { id, step, seconds, endsAt: now + seconds * 1000, left: null, rung: false }];
}

export function pauseTimer(timers: readonly Timer[], id: string, now: number): Timer[] {
  return timers.map((timer) => (timer.id === id && timer.endsAt !== null && !timer.rung ? { ...timer, endsAt: null, left: remaining(timer, now) } : timer));
}

export function resumeTimer(timers: readonly Timer[], id: string, now: number): Timer[] {
  return timers.map((timer) => (timer.id === id && timer.endsAt === null ? { ...timer, endsAt: now + (timer.left ?? 0), left: null } : timer));
}

export function cancelTimer(timers: readonly Timer[], id: string): Timer[] {
  return timers.filter((timer) => timer.id !== id);
}

/** The running timers that are over and have not rung yet. */
export function dueTimers(timers: readonly Timer[], now: number): Timer[] {
  return timers.filter((timer) => !timer.rung && timer.endsAt !== null && timer.endsAt <= now);
}

function isTimer(value: unknown): value is Timer {
  if (typeof value !== 'object' || value === null) return false;
  const { id, step, seconds, endsAt, left, rung } = value as Record<string, unknown>;
  const time = (field: unknown) => field === null || (typeof field === 'number' && Number.isFinite(field));
  return (
    typeof id === 'string' &&
    typeof step === 'number' &&
    typeof seconds === 'number' &&
    seconds > 0 &&
    time(endsAt) &&
    time(left) &&
    (endsAt === null) !== (left === null) &&
    typeof rung === 'boolean'
  );
}

/** The recipe's kept timers; unreadable entries and long-finished ones are none. */
export function readTimers(postId: number, now: number): Timer[] {
  const text = readRecipeEntry(recipeKey(postId, 'timers'));
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isTimer).filter((timer) => timer.endsAt === null || timer.endsAt > now - FORGET_AFTER) : [];
  } catch {
    return [];
  }
}

/** Keeps them; none removes the entry. */
export function saveTimers(postId: number, timers: readonly Timer[]): void {
  writeRecipeEntry(recipeKey(postId, 'timers'), timers.length === 0 ? null : JSON.stringify(timers));
}

/** Whether the recipe has kept timers, read without the timers' code: the widget loads it for them after a reload. */
export function hasKeptTimers(postId: number): boolean {
  return readRecipeEntry(recipeKey(postId, 'timers')) !== null;
}
