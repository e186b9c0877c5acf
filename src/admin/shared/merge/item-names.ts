import { quoted } from './describe';

/** A field of an item read as text, whatever the stored value (legacy numbers included). */
export function textOf(item: unknown, key: string): string {
  const value: unknown = typeof item === 'object' && item !== null ? Reflect.get(item, key) : undefined;
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A group as a sentence names it: «Masa», or "el grupo 2" when it has no name. */
export function groupLabel(group: unknown, position: number): string {
  const name = textOf(group, 'name');
  return name === '' ? `el grupo ${position}` : quoted(name);
}

/** "el paso 2 de «Masa»", "el paso 2" at the top. */
export function itemIn(noun: string, position: number, within: string | null): string {
  return within === null ? `${noun} ${position}` : `${noun} ${position} de ${within}`;
}
