/** A value PHP can be written a literal of: texts, numbers, flags, lists and maps of them. */
export type PhpLiteral = string | number | boolean | readonly PhpLiteral[] | { readonly [key: string]: PhpLiteral };

function phpString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function isFlat(value: PhpLiteral): boolean {
  return typeof value !== 'object' || (Array.isArray(value) && value.every((entry) => typeof entry !== 'object'));
}

/**
 * `value` as PHP source, maps one entry a line (indented by `depth` levels of four spaces)
 * and lists of plain values on one line, as PSR-12 writes them.
 */
export function phpLiteral(value: PhpLiteral, depth = 0): string {
  if (typeof value === 'string') return phpString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = '    '.repeat(depth + 1);
  const outer = '    '.repeat(depth);
  if (Array.isArray(value)) {
    const list: readonly PhpLiteral[] = value;
    if (list.every(isFlat)) return `[${list.map((entry) => phpLiteral(entry)).join(', ')}]`;
    return `[\n${list.map((entry) => `${inner}${phpLiteral(entry, depth + 1)},\n`).join('')}${outer}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '[]';
  if (entries.every(([, entry]) => typeof entry !== 'object') && entries.length <= 4) {
    return `[${entries.map(([key, entry]) => `${phpString(key)} => ${phpLiteral(entry)}`).join(', ')}]`;
  }
  return `[\n${entries.map(([key, entry]) => `${inner}${phpString(key)} => ${phpLiteral(entry, depth + 1)},\n`).join('')}${outer}]`;
}
