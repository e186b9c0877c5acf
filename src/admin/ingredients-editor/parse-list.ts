import { isNumberToken, isUnit, joinsNumbers } from '../../shared/recipe/quantity';

/**
 * Pasted ingredient lists, one per line: '200 g de harina' → qty '200 g', name 'harina'.
 * List marks are dropped, a line ending in ':' starts a group, and a line without a
 * leading quantity ('sal a gusto') is all name. The quantity keeps the editor's own
 * writing ('1/2 taza', '1,5 kg'): it is text in the record. What counts as a number, a
 * range and a unit is the shared quantity reader's (src/shared/recipe/quantity.ts), the
 * one `recipe-tools` scales with.
 */
export interface ParsedIngredient {
  readonly qty: string;
  readonly name: string;
}

interface ParsedGroup {
  /** null: the lines before any 'Título:' line, added to the group being edited. */
  readonly name: string | null;
  readonly ingredients: ParsedIngredient[];
}

const LIST_MARK = /^\s*(?:[-*•·–—+]|\d+[.)](?=\s))\s*/;

/** '200g' → ['200', 'g']: a unit glued to its number. */
function splitGlued(token: string): string[] {
  const glued = /^(\d+(?:[.,]\d+)?|\d+\/\d+)([a-záéíóúñ]+\.?)$/i.exec(token);
  return glued && isUnit(glued[2] ?? '') ? [glued[1] ?? '', glued[2] ?? ''] : [token];
}

export function parseIngredientLine(line: string): ParsedIngredient {
  const text = line.replace(LIST_MARK, '').trim();
  const tokens = text.split(/\s+/).flatMap(splitGlued);
  let at = 0;
  // "1 1/2" and "2 a 3" are one quantity.
  while (at < tokens.length && isNumberToken(tokens[at] ?? '')) {
    at += 1;
    if (joinsNumbers(tokens[at] ?? '') && isNumberToken(tokens[at + 1] ?? '')) at += 1;
  }
  if (at === 0) return { qty: '', name: text };
  if (isUnit(tokens[at] ?? '')) at += 1;
  const qty = tokens.slice(0, at).join(' ');
  if (/^(de|del)$/i.test(tokens[at] ?? '')) at += 1;
  const name = tokens.slice(at).join(' ');
  return name === '' ? { qty: '', name: text } : { qty, name };
}

export function parseIngredientList(text: string): ParsedGroup[] {
  const groups: ParsedGroup[] = [{ name: null, ingredients: [] }];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(LIST_MARK, '').trim();
    if (line === '') continue;
    if (line.endsWith(':')) {
      groups.push({ name: line.slice(0, -1).trim(), ingredients: [] });
      continue;
    }
    groups[groups.length - 1]?.ingredients.push(parseIngredientLine(line));
  }
  return groups.filter((group) => group.name !== null || group.ingredients.length > 0);
}
