import { decimal } from '../../shared/recipe/scale';

/** Servings as a count shows them: whole, or with one decimal once a mould or the flour at hand scaled them ('2,8'). */
export const servingsNumber = (count: number) => decimal(count, 1);
const servingsWords = (count: number) => `${servingsNumber(count)} ${servingsNumber(count) === '1' ? 'porción' : 'porciones'}`;
/** What the quantities are for: '2,8 porciones', 'un molde redondo de 20 cm', or both joined by 'y'. */
export const yieldWords = (count: number | undefined, mould: string | null) =>
  [count === undefined ? null : servingsWords(count), mould].filter((part) => part !== null).join(' y ');

/** The recipe tools' texts (es-AR, voseo). */
export const recipeToolsTexts = {
  toolbar: 'Herramientas de la receta',
  servings: 'Porciones:',
  fewer: 'Menos porciones',
  more: 'Más porciones',
  servingsCount: servingsWords,
  restore: (count: number) => `Volver a ${count}`,
  restoreName: (count: number) => `Volver a ${count} porciones (las cantidades originales)`,
  print: 'Imprimir',
  printPhotos: 'Fotos al imprimir',
  whatsapp: 'Ingredientes por WhatsApp',
  opensInNewWindow: '(se abre en una ventana nueva)',
  uncheckAll: 'Desmarcar todo',
  uncheckedAll: 'Desmarcaste todo.',
  cookMode: 'Modo cocina',
  cookModeOn: 'Modo cocina activado: la pantalla no se apaga.',
  cookModeOff: 'Modo cocina desactivado.',
  cookModeFailed: 'No pudimos mantener la pantalla encendida. Probá de nuevo.',
  /** The print note: 'Cantidades para 2,8 porciones y un molde redondo de 20 cm.' (`yieldWords`). */
  printedFor: (what: string) => `Cantidades para ${what}.`,
  ingredientsHeading: 'Ingredientes',
  ingredientsFor: (what: string) => `Ingredientes para ${what}`,
  kitchen: 'Adaptar la receta',
  hitRecipe: 'receta',
} as const;
