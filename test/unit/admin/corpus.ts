/** Existing `steps` JSON as legacy records hold it: what the editor must give back unchanged. */
const longStep = 'Amasar '.repeat(1430).slice(0, 10_000);

export const stepsCorpus = [
  // PHP's json_encode: escaped slashes and \u escapes.
  '[{"name":"Preparaci\\u00f3n","steps":[{"text":"Mezcl\\u00e1 la harina","image":"\\/storage\\/images\\/a.png","duration":5}]}]',
  // Unknown fields at every level, unicode, HTML, an empty group, null name, a missing list.
  JSON.stringify([
    {
      name: 'Masa 🍞',
      uuid: 'g-1',
      steps: [{ text: '<b>Batir</b> & <i>reservar</i> «ñandú»', image: '', timer: { minutes: 10 }, tips: ['a', 'b'] }],
      meta: { color: 'red' },
    },
    { name: null, steps: [] },
    { name: 'Sin lista', legacy: true },
    { name: 12, steps: [{ text: 3, image: null, extra: null }] },
  ]),
  // A 10,000-character step.
  JSON.stringify([{ name: 'Largo', steps: [{ text: longStep, image: '' }] }]),
  // Whitespace and key order of the server's own formatting.
  '[ {"steps": [ {"image": "", "text": "Hornear"} ], "name": "Pasos"} ]',
];
