import { converter } from './converter';

/** Present, empty or "true" → true; "false" → false. */
export const boolean = converter<boolean>({ type: 'boolean' }, (raw) => {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new Error('expected "true", "false" or no value');
});
