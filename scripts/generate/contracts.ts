import { CLOCK_PATTERN } from '../../src/admin/editing-presence/texts';
import { EDITOR_WORDS } from '../../src/admin/shared/merge/words/by-editor';
import { STRATEGY_SETTINGS } from '../../src/runtime/load/settings';
import { HOLIDAYS_AR } from '../../src/shared/distributors/hours/holidays';
import { NAME_ORDER } from '../../src/shared/distributors/name-order';
import { listingAddresses, type ListingAddress } from './address-parameters';
import { editorValues } from './editor-schemas';
import { phpLiteral, type PhpLiteral } from './php-literal';

/**
 * The contracts the widgets and the Laravel host keep together, written once in the bundle and
 * generated for the host's package as one class of constants (docs/architecture.md, "Contracts
 * with the host"): the listings' address parameters, the loading strategies' settings, the
 * editors with a value, the order names are listed in, the clock's format and Argentina's
 * national holidays. `npm run generate`
 * writes the file; test/unit/generated-files.test.ts checks it.
 */
export const CONTRACTS_FILE = 'host/packages/site-widgets/src/Generated/Contracts.php';

/** CLDR's date fields as PHP's `date()` writes them: only those the bundle's patterns use. */
const PHP_DATE_FIELDS: ReadonlyMap<string, string> = new Map([
  ['H', 'G'],
  ['HH', 'H'],
  ['mm', 'i'],
  ['d', 'j'],
  ['dd', 'd'],
  ['M', 'n'],
  ['MM', 'm'],
  ['y', 'Y'],
  ['yyyy', 'Y'],
]);

/** A CLDR pattern ('H:mm': fields and separators, no quoted text) as PHP's `date()` format ('G:i'); a field it does not know is refused. */
export function phpDateFormat(pattern: string): string {
  return [...pattern.matchAll(/([A-Za-z])\1*|[^A-Za-z]+/g)]
    .map(([part]) => {
      // Separators as they are, a backslash escaped for date().
      if (!/^[A-Za-z]/.test(part)) return part.replace(/\\/g, '\\\\');
      const field = PHP_DATE_FIELDS.get(part);
      if (field === undefined) throw new Error(`"${part}" of the pattern "${pattern}" has no PHP date() field here (scripts/generate/contracts.ts)`);
      return field;
    })
    .join('');
}

function addressParameters(listings: readonly ListingAddress[]): PhpLiteral {
  return Object.fromEntries(
    listings.map(({ widget, parameters }) => [
      widget,
      Object.fromEntries(
        parameters.map(({ field, param, kind, absent }): [string, PhpLiteral] => [field, absent === undefined ? { param, kind } : { param, kind, absent }]),
      ),
    ]),
  );
}

/** The editors whose value the host validates: the ones whose changes a comparison can name, each once. */
function editors(): PhpLiteral {
  const worded = Object.keys(EDITOR_WORDS).sort();
  const valued = editorValues.map(({ editor }) => editor).sort();
  if (worded.join() !== valued.join()) throw new Error(`the editors with a schema (${valued.join(', ')}) are not those with words (${worded.join(', ')})`);
  return Object.fromEntries(editorValues.map(({ editor, field, shape }) => [editor, { input: field, shape }]));
}

function constant(comment: string, name: string, value: PhpLiteral): string[] {
  return [`    /** ${comment} */`, `    public const ${name} = ${phpLiteral(value, 1)};`, ''];
}

export function contracts(root: string): string {
  const listings = listingAddresses(root);
  const perPage = Object.fromEntries(listings.flatMap(({ widget, perPage: rows }) => (rows === undefined ? [] : [[widget, rows]])));
  const body = [
    ...constant(
      "The listings' parameters in the page's address, by widget and field: the name before the widget's `data-url-prefix`, how it reads (`AddressParameter`), an id's value when absent (each widget's ADDRESS_FIELDS).",
      'ADDRESS_PARAMETERS',
      addressParameters(listings),
    ),
    ...constant('The rows a page of the listings that page themselves shows (their PER_PAGE).', 'PER_PAGE', perPage),
    ...constant(
      'The loading strategies `data-widget-load` names, each with the settings it reads as `data-widget-load-<setting>` (src/runtime/load/settings.ts).',
      'LOAD_STRATEGIES',
      Object.fromEntries(Object.entries(STRATEGY_SETTINGS).map(([name, settings]) => [name, [...settings]])),
    ),
    ...constant(
      "The editors whose value the host validates (resources/schemas/<editor>.json), with the hidden input each fills by default and its value's shape: `list`, or `form` (one object; null and [] an empty form).",
      'EDITORS',
      editors(),
    ),
    ...constant(
      'The order names are listed in: an ICU collator with these settings, as `Intl.Collator` takes them (src/shared/distributors/name-order.ts; `NameOrder` sorts with them).',
      'NAME_ORDER',
      { locale: NAME_ORDER.locale, ...NAME_ORDER.options },
    ),
    ...constant(
      `A time of day as the editors' notices write it ("9:05"), for \`date()\` (CLDR "${CLOCK_PATTERN}", src/admin/editing-presence/texts.ts).`,
      'CLOCK',
      phpDateFormat(CLOCK_PATTERN),
    ),
    ...constant(
      "Argentina's national holidays, their dates (Y-m-d): the days a distributor whose `hours.holidays` is `closed` keeps shut (src/shared/distributors/hours/holidays.ts, its sources and what it leaves out).",
      'HOLIDAYS_AR',
      HOLIDAYS_AR,
    ),
  ];
  return [
    '<?php',
    '',
    "// Generated by `npm run generate` from the bundle's declarations (scripts/generate/contracts.ts):",
    '// do not edit by hand. test/unit/generated-files.test.ts fails when this file is out of date.',
    '',
    'namespace SiteWidgets\\Laravel\\Generated;',
    '',
    '/**',
    ' * What the widgets and this package must agree on, each written once, in the bundle',
    ' * (docs/architecture.md, "Contracts with the host").',
    ' */',
    'final class Contracts',
    '{',
    ...body.slice(0, -1),
    '}',
    '',
  ].join('\n');
}
