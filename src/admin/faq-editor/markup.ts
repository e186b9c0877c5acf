/**
 * The answer toolbar's edits: HTML tags around the selection, as an editor of CMS HTML
 * would type them. The result says what to select afterwards, so typing goes on inside.
 */
export type Markup = 'bold' | 'italic' | 'link' | 'list';

export interface TextEdit {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const URL_PLACEHOLDER = 'https://';
const LINK_TEXT = 'texto del enlace';

function replace(text: string, start: number, end: number, before: string, inner: string, after: string, select: 'inner' | [number, number]): TextEdit {
  const next = `${text.slice(0, start)}${before}${inner}${after}${text.slice(end)}`;
  if (select === 'inner') return { text: next, start: start + before.length, end: start + before.length + inner.length };
  return { text: next, start: start + select[0], end: start + select[1] };
}

export function applyMarkup(kind: Markup, text: string, start: number, end: number): TextEdit {
  const selected = text.slice(start, end);
  switch (kind) {
    case 'bold':
      return replace(text, start, end, '<strong>', selected, '</strong>', 'inner');
    case 'italic':
      return replace(text, start, end, '<em>', selected, '</em>', 'inner');
    case 'link': {
      // The address is selected: typing replaces the placeholder.
      const before = `<a href="${URL_PLACEHOLDER}">`;
      const hrefStart = '<a href="'.length;
      return replace(text, start, end, before, selected === '' ? LINK_TEXT : selected, '</a>', [hrefStart, hrefStart + URL_PLACEHOLDER.length]);
    }
    case 'list': {
      const lines = selected
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
      const items = (lines.length === 0 ? [''] : lines).map((line) => `<li>${line}</li>`).join('\n');
      const inner = `\n${items}\n`;
      // With nothing selected, the caret waits inside the first item.
      const select: 'inner' | [number, number] = lines.length === 0 ? ['<ul>\n<li>'.length, '<ul>\n<li>'.length] : 'inner';
      return replace(text, start, end, '<ul>', inner, '</ul>', select);
    }
  }
}
