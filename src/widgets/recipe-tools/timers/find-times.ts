/**
 * The step-text grammar: the times in a step's free text, for cook mode's timers
 * (docs/widgets/recipe.md, "Timers"). It finds times inside a sentence, where the cards'
 * post-time grammar (src/shared/posts/duration.ts, which says why there are two) reads a whole
 * field; it reads the same words for hours, minutes and amounts. Only the bundle has timers,
 * so only the bundle implements it: test/fixtures/contracts/durations.json holds its cases
 * (`step-text`), which the host's PHPUnit suite leaves to jest.
 */
import { amount, HOUR, MINUTE } from '../../../shared/posts/duration';

/** A time found in a step's free text: where it is, as written, and how long it is. */
export interface FoundTime {
  /** Where it starts in the text (UTF-16 index). */
  readonly index: number;
  /** As written: 'de 10 a 15 minutos', '1 hora y media'. */
  readonly text: string;
  /** How long the timer runs: for a range, its lower bound. */
  readonly seconds: number;
}

const SECOND = /^(?:s|seg|segs|segundo|segundos)$/;
/** Numbers a cook spells out ('amasá diez minutos'); the tens take a unit after 'y' ('cuarenta y cinco'). */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    un: 1,
    una: 1,
    uno: 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
    quince: 15,
    veinte: 20,
    veinticinco: 25,
    treinta: 30,
    cuarenta: 40,
    cincuenta: 50,
    sesenta: 60,
    noventa: 90,
    medio: 0.5,
    media: 0.5,
  }),
);
const TENS = new Set(['veinte', 'treinta', 'cuarenta', 'cincuenta']);
/** What joins a range's ends: '10 a 15', '10-15', '10 o 15', 'entre 1 y 2'. */
const RANGE = new Set(['a', 'al', 'o', 'y', '-', '–']);
/** Longer than this is no kitchen timer (a misread): two days. */
const LONGEST = 48 * 3600;

interface Token {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

/** Words, numbers (with a decimal comma or a fraction: '1,5', '1/2') and the marks that matter ("'", '-'). */
function tokens(text: string): Token[] {
  const lower = text.toLocaleLowerCase('es-AR');
  return [...lower.matchAll(/\d+(?:[.,]\d+|\/\d+)?|\p{L}+|['’´\-–]/gu)].map((match) => ({
    word: match[0].replace(/[’´]/, "'"),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** A number at `at`: digits, a fraction, a spelled-out number ('cuarenta y cinco' is one); where it ends. */
function numberAt(list: readonly Token[], at: number): { value: number; next: number } | null {
  const token = list[at];
  if (token === undefined) return null;
  const fraction = /^(\d+)\/(\d+)$/.exec(token.word);
  if (fraction !== null) return Number(fraction[2]) === 0 ? null : { value: Number(fraction[1]) / Number(fraction[2]), next: at + 1 };
  const read = amount(token.word);
  if (read !== null && /^\d/.test(token.word)) return { value: read, next: at + 1 };
  const word = NUMBER_WORDS.get(token.word);
  if (word === undefined) return null;
  const unit = list[at + 2] === undefined ? undefined : NUMBER_WORDS.get(list[at + 2]?.word ?? '');
  if (TENS.has(token.word) && list[at + 1]?.word === 'y' && unit !== undefined && unit >= 1 && unit <= 9) return { value: word + unit, next: at + 3 };
  return { value: word, next: at + 1 };
}

/** The seconds a unit word stands for. A bare 'm' counts only stuck to its number ('1h30m'): alone it is metres as often. */
function unitAt(list: readonly Token[], at: number): number | null {
  const token = list[at];
  if (token === undefined) return null;
  if (token.word === 'm') return list[at - 1]?.end === token.start ? 60 : null;
  if (token.word === 's') return null;
  if (HOUR.test(token.word)) return 3600;
  if (MINUTE.test(token.word)) return 60;
  if (SECOND.test(token.word)) return 1;
  return null;
}

/** 'un cuarto de hora', 'tres cuartos de hora': seconds and where it ends. */
function quarterAt(list: readonly Token[], at: number, count: number): { seconds: number; next: number } | null {
  const quarter = list[at]?.word;
  if ((quarter === 'cuarto' || quarter === 'cuartos') && list[at + 1]?.word === 'de' && unitAt(list, at + 2) === 3600)
    return { seconds: count * 900, next: at + 3 };
  return null;
}

/** One time starting at `at`, or null: '40 minutos', '1 h 30 min', '1 hora y media', 'media hora', 'de 10 a 15 minutos'. */
function timeAt(list: readonly Token[], at: number): { seconds: number; next: number } | null {
  const first = numberAt(list, at);
  if (first === null) return null;
  const quarter = quarterAt(list, first.next, first.value);
  if (quarter !== null) return quarter;
  // A range: the lower bound (docs/widgets/recipe.md, "Timers").
  const joiner = list[first.next];
  if (joiner !== undefined && RANGE.has(joiner.word)) {
    const second = numberAt(list, first.next + 1);
    const unit = second === null ? null : unitAt(list, second.next);
    if (second !== null && unit !== null && second.value > first.value) return { seconds: first.value * unit, next: second.next + 1 };
  }
  const unit = unitAt(list, first.next);
  if (unit === null) return null;
  let seconds = first.value * unit;
  let next = first.next + 1;
  // What a larger unit may be followed by: 'y media', 'y cuarto', '30 min', 'y 15 minutos', '30 s'.
  const and = list[next]?.word === 'y' ? 1 : 0;
  const after = list[next + and]?.word;
  if (unit > 1 && (after === 'media' || after === 'cuarto') && unitAt(list, next + and + 1) === null) {
    seconds += unit * (after === 'media' ? 0.5 : 0.25);
    next += and + 1;
  } else {
    const more = numberAt(list, next + and);
    const smaller = more === null ? null : unitAt(list, more.next);
    if (more !== null && smaller !== null && smaller < unit) {
      seconds += more.value * smaller;
      next = more.next + 1;
    }
  }
  return { seconds: Math.round(seconds), next };
}

/**
 * The times in a step's free text, in order ('Hornear 40 minutos a 180 °C' → 40 min), for cook
 * mode's timers (docs/widgets/recipe.md, "Timers"). A range gives its lower bound: the timer
 * rings when it is time to look. A number without a unit ('a 180', '2 huevos') is no time.
 */
export function findTimes(text: string): FoundTime[] {
  const list = tokens(text);
  const found: FoundTime[] = [];
  for (let at = 0; at < list.length;) {
    const time = timeAt(list, at);
    const start = list[at];
    const end = time === null ? undefined : list[time.next - 1];
    if (time === null || start === undefined || end === undefined) {
      at += 1;
      continue;
    }
    // A range's opening word belongs to it: 'de 10 a 15 minutos', 'entre 1 y 2 horas'.
    const before = list[at - 1];
    const from =
      before !== undefined && (before.word === 'de' || before.word === 'entre') && list[at + 1] !== undefined && RANGE.has(list[at + 1]?.word ?? '')
        ? before.start
        : start.start;
    if (time.seconds > 0 && time.seconds <= LONGEST) found.push({ index: from, text: text.slice(from, end.end), seconds: time.seconds });
    at = time.next;
  }
  return found;
}
