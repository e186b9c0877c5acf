import { converter } from '../attributes';

/** Trimmed; empty reads as absent. */
export const text = converter<string>({ type: 'text' }, (raw) => raw.trim(), { blankIsAbsent: true });
