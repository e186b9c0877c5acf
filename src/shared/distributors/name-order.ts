/**
 * The order names are listed in (the directory's distributors and provinces): Spanish
 * collation, accents and case aside ('Córdoba' beside 'cordoba', 'Entre Ríos' among the
 * E's), numbers by their value ('Distribuidora 2' before 'Distribuidora 10'). The pages the
 * Laravel host prints for visitors without JavaScript list names in the same order: `npm run
 * generate` writes these settings for its package (`SiteWidgets\Laravel\NameOrder` sorts with
 * PHP's ICU collator set the same way), and test/fixtures/contracts/name-order.json holds both.
 */
export const NAME_ORDER = {
  locale: 'es',
  options: { sensitivity: 'base', numeric: true },
} as const satisfies { locale: string; options: Intl.CollatorOptions };
