import { listingAddresses } from '../../../scripts/generate/address-parameters';
import { phpDateFormat } from '../../../scripts/generate/contracts';
import { STRATEGY_SETTINGS } from '../../../src/runtime/load/settings';
import { strategyOf } from '../../../src/runtime/load';
import { ROOT } from '../docs-files';

/**
 * What the host package's generated contracts are read from (scripts/generate/contracts.ts):
 * the listings' address parameters as each widget declares them, and the formats PHP is
 * given. Whether the generated file is current is test/unit/generated-files.test.ts's.
 */

test("the listings' parameters are read from each listing widget's ADDRESS_FIELDS", () => {
  const params = Object.fromEntries(
    listingAddresses(ROOT).map(({ widget, parameters, perPage }) => [widget, { params: parameters.map(({ param, kind }) => `${param}:${kind}`), perPage }]),
  );
  expect(params).toEqual({
    'distributor-list': { params: ['provincia:text', 'buscar:search', 'pagina:page', 'cerca:flag', 'abierto:flag'], perPage: 20 },
    'post-grid': { params: ['etiqueta:id', 'subetiqueta:optional-id', 'pagina:page'], perPage: undefined },
    'product-grid': { params: ['categoria:id', 'pagina:page'], perPage: undefined },
  });
});

test("CLDR patterns become PHP's date() formats, and a field without one is refused", () => {
  expect(phpDateFormat('H:mm')).toBe('G:i');
  expect(phpDateFormat('HH:mm')).toBe('H:i');
  expect(phpDateFormat('d/M/y H:mm')).toBe('j/n/Y G:i');
  expect(() => phpDateFormat('h:mm a')).toThrow(/"h" of the pattern/);
});

test('each strategy the settings name is in the runtime’s table', () => {
  for (const name of Object.keys(STRATEGY_SETTINGS)) {
    const element = document.createElement('div');
    element.setAttribute('data-widget-load', name);
    expect(strategyOf(element)).toBeInstanceOf(Function);
  }
});
