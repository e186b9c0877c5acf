/**
 * Grams per cup and per tablespoon of common ingredients, for the recipe tools' "en gramos"
 * (docs/widgets/recipe.md, "In grams"). The brand's own products carry their own figures (the
 * product attributes `gramosPorTaza` and `gramosPorCucharada`), which win over this table.
 *
 * Source: USDA FoodData Central, SR Legacy, household measures (public domain); the NDB number
 * of each food is beside it. A cup there is the US measuring cup (236.6 ml), within 2 % of the
 * 240 ml "taza medidora" Argentine recipes mean. Where the source gives only one measure, the
 * other is derived by volume (a cup is 16 tablespoons), never guessed from another food.
 */
export interface Density {
  /** Grams in one level cup. */
  readonly cup?: number;
  /** Grams in one level tablespoon (cucharada). */
  readonly spoon?: number;
}

interface Entry {
  /** The name starts with one of these (folded: lower case, no accents). */
  readonly names: readonly string[];
  /** Null: a food whose name starts like one in the table but is another ("leche condensada" is not milk). */
  readonly density: Density | null;
}

/** More specific names first: "azucar impalpable" before "azucar", "harina integral" before "harina". */
const TABLE: readonly Entry[] = [
  { names: ['harina integral'], density: { cup: 120 } }, // 20080
  { names: ['harina leudante'], density: { cup: 125 } }, // 20082
  { names: ['harina de maiz', 'polenta'], density: { cup: 157 } }, // 20022
  { names: ['harina'], density: { cup: 125, spoon: 7.8 } }, // 20081
  { names: ['fecula de maiz', 'almidon de maiz', 'maicena'], density: { cup: 128, spoon: 8 } }, // 20027
  { names: ['azucar impalpable', 'azucar glas', 'azucar glace'], density: { cup: 120, spoon: 7.8 } }, // 19336
  { names: ['azucar negra', 'azucar mascabo', 'azucar rubia', 'azucar morena'], density: { cup: 220 } }, // 19334
  { names: ['azucar'], density: { cup: 200, spoon: 12.5 } }, // 19335
  { names: ['manteca'], density: { cup: 227, spoon: 14.2 } }, // 01001
  { names: ['crema de leche', 'crema doble'], density: { cup: 238, spoon: 15 } }, // 01053
  { names: ['leche condensada', 'leche en polvo'], density: null },
  { names: ['leche'], density: { cup: 244 } }, // 01077
  { names: ['yogur'], density: { cup: 245 } }, // 01116
  { names: ['agua'], density: { cup: 237, spoon: 14.8 } }, // 14411
  { names: ['aceite'], density: { cup: 218, spoon: 13.6 } }, // 04582
  { names: ['cacao amargo', 'cacao en polvo', 'cacao'], density: { cup: 86, spoon: 5.4 } }, // 19165
  { names: ['sal fina', 'sal'], density: { cup: 292, spoon: 18 } }, // 02047
  { names: ['miel'], density: { cup: 339, spoon: 21 } }, // 19296
  { names: ['arroz'], density: { cup: 185 } }, // 20444
  { names: ['avena'], density: { cup: 81 } }, // 08120
  { names: ['polvo de hornear', 'polvo para hornear'], density: { spoon: 13.8 } }, // 18369
  { names: ['bicarbonato'], density: { spoon: 13.8 } }, // 18372
  { names: ['pan rallado'], density: { cup: 108 } }, // 18079
  { names: ['queso rallado'], density: { cup: 100 } }, // 01032
];

/** Lower case, accents and punctuation gone, spaces tidied: "Azúcar  impalpable," → "azucar impalpable". */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/**
 * The table's density for an ingredient's name, or undefined: a name matches when it starts
 * with one of an entry's names as whole words ("Harina 0000" is flour; "Dulce de leche" is not milk,
 * "Salsa" is not salt).
 */
export function commonDensity(name: string): Density | undefined {
  const folded = foldName(name);
  return TABLE.find((entry) => entry.names.some((start) => folded === start || folded.startsWith(`${start} `)))?.density ?? undefined;
}
