import { stepsCorpus } from '../unit/admin/corpus';

/**
 * One corpus for each editor's value, run through the editor's reader in the bundle and
 * through the host's check (test/laravel/component/editor-values.test.ts): legacy values
 * the editors read, which the server must accept, and values they refuse to read, which the
 * server must refuse.
 */
export interface EditorCorpus {
  readonly read: readonly string[];
  readonly refused: readonly string[];
}

export const EDITOR_VALUES: Readonly<Record<string, EditorCorpus>> = {
  'steps-editor': {
    read: [...stepsCorpus, '[]', '[{}]', '[{"name":"Pasos","steps":null}]', '[{"name":"","steps":[{}]}]'],
    refused: [
      '{}',
      'null',
      '"Pasos"',
      '12',
      '[[]]',
      '[1]',
      '[null]',
      '[{"steps":{}}]',
      '[{"steps":[[]]}]',
      '[{"steps":[{"text":["Batir"]}]}]',
      '[{"name":{"es":"Pasos"}}]',
      '[{"steps":[{"image":true}]}]',
    ],
  },
  'ingredients-editor': {
    read: [
      '[{"name":"","sort":1,"ingredients":[{"name":"Harina 0000","qty":"1 kg","isProduct":false,"unit_id":4},{"isProduct":true,"product":{"id":2,"name":"Levadura seca"},"product_id":2,"qty":"10 g"}]}]',
      '[{"name":null,"ingredients":[{"isProduct":"1","product_id":"2","qty":10},{"isProduct":1,"product":null,"product_id":null}]},{"name":"Relleno","ingredients":null}]',
      '[]',
      '[{}]',
    ],
    refused: [
      '{"ingredients":[]}',
      'null',
      '[{"ingredients":"Harina"}]',
      '[{"ingredients":[["Harina"]]}]',
      '[{"ingredients":[{"isProduct":[]}]}]',
      '[{"ingredients":[{"product_id":{"id":2}}]}]',
      '[{"ingredients":[{"qty":true}]}]',
      '["Harina"]',
    ],
  },
  'faq-editor': {
    read: [
      '[{"name":"¿Cómo me registro?","content":"<p>Completá el formulario.</p>","section":"professionals"},{"name":"¿Dónde compro?","content":"<p>En los distribuidores.</p>","section":"consumers","legacy_id":7},{"name":"¿Capacitaciones?","content":"<p>Todos los meses.</p>"}]',
      '[]',
      '[{"section":"consumers"}]',
      '[{"name":12,"content":null,"section":null}]',
    ],
    refused: ['{}', 'null', '["¿Y?"]', '[{"section":"todos"}]', '[{"section":1}]', '[{"content":["<p>x</p>"]}]', '[{"name":{"es":"¿Y?"}}]', '[[]]'],
  },
  'banner-editor': {
    read: ['{"title":"Harinas","subtitle":"Para todo el año","cta":{"url":"/recetas"}}', '[]', 'null', '{}', '{"title":12,"subtitle":null}'],
    refused: ['{"title":["Harinas"]}', '{"subtitle":{"es":"x"}}', '[1]', '[{"title":"x"}]', '"Harinas"', 'true', '12'],
  },
  'product-attributes-editor': {
    read: [
      '{"caractsTitle":"Rinde más","calorias":120,"grasas":"3 g","bannerUrl":{"desktop":"/a.png"},"otro":true}',
      '[]',
      'null',
      '{"content":null,"fibra":""}',
      // Grams per cup and spoon: text as typed, a number, none (a figure's range is checked beside the shape: ProductDensities).
      '{"gramosPorTaza":"125","gramosPorCucharada":7.8}',
      '{"gramosPorTaza":null,"gramosPorCucharada":""}',
    ],
    refused: [
      '{"calorias":[]}',
      '{"content":{"html":"x"}}',
      '[{"calorias":1}]',
      '5',
      '"x"',
      '{"secondaryBanner":false}',
      '{"gramosPorTaza":[125]}',
      '{"gramosPorCucharada":{"g":7.8}}',
    ],
  },
};
