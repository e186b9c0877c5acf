import { canonicalJson } from '../document/canonical-json';
import { listChanges } from './list-changes';
import type { MergePath } from './merge';

/** How an editor names the lists it holds (steps, ingredients, questions) and its fields, to say what changed. */
export interface ChangeWords {
  /**
   * The list at a shape path (`''` the document, `'*.steps'` every group's steps: list
   * positions read as `*`) when its items are things the editor names, else absent.
   */
  readonly lists: Readonly<Record<string, ListWords>>;
  /** A field's name by shape path ("el título", "el nombre"); others read as «key». */
  readonly fields: Readonly<Record<string, string>>;
}

interface ListWords {
  /** Its items hold lists of their own (a group of steps): said by what changed inside them. */
  readonly container?: boolean;
  /** An item as a sentence names it ("el paso 2 de «Masa»"), from its position counted from 1 and the item it sits in. */
  readonly label: (item: unknown, position: number, within: string | null) => string;
}

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A path as the words are keyed: list positions as `*`. */
function shapeOf(path: MergePath): string {
  return path.map((step) => (typeof step === 'number' ? '*' : step)).join('.');
}

/** Short text as it reads in a sentence: «…», cut at 60 characters. */
export function quoted(value: unknown): string {
  const text = typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ') : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return '(vacío)';
  return `«${flat.length > 60 ? `${flat.slice(0, 59)}…` : flat}»`;
}

/** "el nombre" of "el grupo 2": "el nombre del grupo 2". */
function of(name: string, owner: string): string {
  return `${name} de ${owner}`.replace(/ de el /g, ' del ');
}

function fieldName(path: MergePath, words: ChangeWords): string {
  const named = words.fields[shapeOf(path)];
  if (named !== undefined) return named;
  const last = path.at(-1);
  return `el campo «${String(last ?? '')}»`;
}

/**
 * What changed from `before` to `after`, in sentences an editor reads ("Se agregó el paso 4
 * de «Masa»: «Hornear 20 minutos».", "Se cambió el título: «Harinas» → «Harinas 0000»."),
 * in document order. Lists are compared as the merge compares them (`listChanges`).
 */
export function describeChanges(before: unknown, after: unknown, words: ChangeWords): string[] {
  const sentences: string[] = [];

  const field = (path: MergePath, b: unknown, a: unknown, within: string | null) => {
    const name = within === null ? fieldName(path, words) : of(fieldName(path, words), within);
    if (b === undefined) sentences.push(`Se agregó ${name}: ${quoted(a)}.`);
    else if (a === undefined) sentences.push(`Se quitó ${name}.`);
    else sentences.push(`Se cambió ${name}: ${quoted(b)} → ${quoted(a)}.`);
  };

  const walk = (path: MergePath, b: unknown, a: unknown, within: string | null): void => {
    if (same(b, a)) return;
    const list = words.lists[shapeOf(path)];
    if (list !== undefined && Array.isArray(b) && Array.isArray(a)) {
      const { fates, inserted } = listChanges(b, a, same);
      let position = 0;
      const added = (gap: number) => {
        for (const item of inserted[gap] ?? []) {
          position += 1;
          sentences.push(`Se agregó ${list.label(item, position, within)}.`);
        }
      };
      b.forEach((item, index) => {
        added(index);
        const fate = fates[index];
        if (fate === undefined || fate.kind === 'kept') {
          position += 1;
        } else if (fate.kind === 'removed') {
          sentences.push(`Se quitó ${list.label(item, index + 1, within)}.`);
        } else {
          position += 1;
          if (list.container === true) walk([...path, index], item, fate.value, list.label(fate.value, position, within));
          else sentences.push(`Se cambió ${list.label(fate.value, position, within)}.`);
        }
      });
      added(b.length);
      return;
    }
    if (isRecord(b) && isRecord(a)) {
      for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) walk([...path, key], b[key], a[key], within);
      return;
    }
    field(path, b, a, within);
  };

  walk([], before, after, null);
  return sentences;
}

/**
 * Where a conflict sits, as a sentence names it ("el paso 2 de «Masa»", "el texto del paso 2
 * de «Masa»", "el título"), read along its path in the common base.
 */
export function describePlace(path: MergePath, base: unknown, words: ChangeWords): string {
  let within: string | null = null;
  let label: string | null = null;
  let labelDepth = -1;
  let value: unknown = base;
  for (const [depth, step] of path.entries()) {
    const list = words.lists[shapeOf(path.slice(0, depth))];
    value = Array.isArray(value) && typeof step === 'number' ? value[step] : isRecord(value) && typeof step === 'string' ? value[step] : undefined;
    if (list === undefined || typeof step !== 'number') continue;
    label = list.label(value, step + 1, within);
    labelDepth = depth;
    if (list.container === true) within = label;
  }
  if (label === null) return fieldName(path, words);
  return labelDepth === path.length - 1 ? label : of(fieldName(path, words), label);
}
