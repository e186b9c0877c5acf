import { converter } from './converter';

/** Trimmed; empty reads as absent. */
export const text = converter<string>({ type: 'text' }, (raw) => raw.trim(), { blankIsAbsent: true });
