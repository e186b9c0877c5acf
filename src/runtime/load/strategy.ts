/**
 * What a loading strategy is: given the placeholder and `load`, it calls `load` when its
 * moment comes and returns what forgets the placeholder should it leave the page first. In a
 * file of its own so the table (index.ts) and the strategies it lazy-loads both read it
 * without importing each other.
 */
export type LoadStrategy = (element: Element, load: () => void) => () => void;
