/**
 * The table of attribute converters every widget declaration is written with (`attr.*`),
 * one small file each: its parser, and its kind (`AttributeKind`), from which the docs'
 * words and the host's encoding are written. Adding a converter is its file and its line
 * here. Numbers are written in plain decimal notation only (`0x1`, `1E2`, `Infinity` are
 * refused) and surrounding whitespace is ignored everywhere. A text that is empty or only
 * spaces reads as absent: a required one is refused, an optional one takes its default.
 */
export { text } from './text';
export { segment } from './segment';
export { number } from './number';
export { integer } from './integer';
export { integerBetween } from './integer-between';
export { id } from './id';
export { boolean } from './boolean';
export { oneOf } from './one-of';
export { json } from './json';
export { jsonList } from './json-list';
