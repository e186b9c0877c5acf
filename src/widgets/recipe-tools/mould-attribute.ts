import { converter } from '../../runtime';
import { readMould, type Mould } from '../../shared/recipe/mould-read';

/** `data-mould`: the recipe's mould as the host package prints it (src/shared/recipe/mould.ts). */
export const mouldAttribute = converter<Mould>(
  { type: 'text', words: 'a mould in centimetres: `redondo 24` (diameter), `cuadrado 20` (side) or `rectangular 20x30` (sides), each 5 to 80' },
  (raw) => {
    const mould = readMould(raw);
    if (mould === null) throw new Error(`"${raw.trim()}" is no mould (redondo 24, cuadrado 20, rectangular 20x30; cm, 5 to 80)`);
    return mould;
  },
  { blankIsAbsent: true },
);
