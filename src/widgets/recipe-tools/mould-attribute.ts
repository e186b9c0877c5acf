import { converter } from '../../runtime';
import { readMould, type Mould } from '../../shared/recipe/mould-read';

/** `data-mould`: the recipe's mould as the host package prints it (src/shared/recipe/mould-read.ts). */
export const mouldAttribute = converter<Mould>(
  { type: 'text', words: 'a mould: `redondo 24`, `cuadrado 20` or `rectangular 20x30` (cm, 5 to 80)' },
  (raw) => {
    const mould = readMould(raw);
    if (mould === null) throw new Error(`"${raw.trim()}" is no mould (redondo 24, cuadrado 20, rectangular 20x30; cm, 5 to 80)`);
    return mould;
  },
  { blankIsAbsent: true },
);
