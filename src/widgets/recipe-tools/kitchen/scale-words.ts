import { mouldFor, mouldWords } from '../../../shared/recipe/mould';
import type { Mould } from '../../../shared/recipe/mould-read';
import { kitchenTexts as texts } from './texts';

/** What a scaled recipe fills, for the print note and the ingredients sent by WhatsApp: "un molde redondo de 20 cm"; null without a mould. */
export function scaleWords(mould: Mould | undefined, scale: number): string | null {
  return mould === undefined ? null : texts.mouldOf(mouldWords(mouldFor(mould, scale)));
}
