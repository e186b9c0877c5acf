import { canonicalJson } from '../../../src/admin/shared/document/canonical-json';
import { mergeJson } from '../../../src/admin/shared/merge/merge';
import { EDITOR_VALUES } from '../../shared/editor-values';

const steps = (...groups: [string, string[]][]) => groups.map(([name, texts]) => ({ name, steps: texts.map((text) => ({ text, image: '' })) }));

describe('the three-way merge of an editor document', () => {
  const base = steps(['Masa', ['Mezclar', 'Amasar', 'Levar']], ['Horno', ['Hornear']]);

  test('a step added by one and a typo fixed by the other both come through, in place, with no question', () => {
    const theirs = steps(['Masa', ['Mezclar', 'Amasar', 'Levar', 'Estirar']], ['Horno', ['Hornear']]);
    const mine = steps(['Masa', ['Mezclar', 'Amasar 10 minutos', 'Levar']], ['Horno', ['Hornear']]);
    const result = mergeJson(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(result.value).toEqual(steps(['Masa', ['Mezclar', 'Amasar 10 minutos', 'Levar', 'Estirar']], ['Horno', ['Hornear']]));
  });

  test('steps added and removed on both sides, in different groups and places, all come through', () => {
    const theirs = steps(['Masa', ['Tamizar', 'Mezclar', 'Amasar', 'Levar']], ['Horno', []]);
    const mine = steps(['Masa', ['Mezclar', 'Levar']], ['Horno', ['Hornear', 'Enfriar']], ['Servir', ['Cortar']]);
    const result = mergeJson(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(result.value).toEqual(steps(['Masa', ['Tamizar', 'Mezclar', 'Levar']], ['Horno', ['Enfriar']], ['Servir', ['Cortar']]));
  });

  test('the same step edited differently on both sides asks, and keeps the saved one until this editor chooses', () => {
    const theirs = steps(['Masa', ['Mezclar', 'Amasar bien', 'Levar']], ['Horno', ['Hornear']]);
    const mine = steps(['Masa', ['Mezclar', 'Amasar mucho', 'Levar']], ['Horno', ['Hornear']]);
    const result = mergeJson(base, theirs, mine);
    expect(result.conflicts).toEqual([
      { id: '[0,"steps",1,"text"]', path: [0, 'steps', 1, 'text'], base: 'Amasar', theirs: 'Amasar bien', mine: 'Amasar mucho' },
    ]);
    expect(result.value).toEqual(theirs);
    const chosen = mergeJson(base, theirs, mine, new Map([['[0,"steps",1,"text"]', 'mine']]));
    expect(chosen.value).toEqual(mine);
  });

  test('the same step edited in different fields merges field by field (text on one side, image on the other)', () => {
    const theirs = structuredClone(base);
    const mine = structuredClone(base);
    const theirsStep = theirs[0]?.steps[1];
    const mineStep = mine[0]?.steps[1];
    if (theirsStep === undefined || mineStep === undefined) throw new Error('no step');
    theirsStep.text = 'Amasar bien';
    mineStep.image = '/storage/recetas/pasos/amasar.webp';
    const result = mergeJson(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(result.value).toEqual(
      steps(['Masa', ['Mezclar', 'Amasar bien', 'Levar']], ['Horno', ['Hornear']]).map((group, index) =>
        index === 0 ? { ...group, steps: group.steps.map((step, at) => (at === 1 ? { ...step, image: '/storage/recetas/pasos/amasar.webp' } : step)) } : group,
      ),
    );
  });

  test('a step one side removed and the other edited asks; choosing mine keeps the edit', () => {
    const theirs = steps(['Masa', ['Mezclar', 'Levar']], ['Horno', ['Hornear']]);
    const mine = steps(['Masa', ['Mezclar', 'Amasar 10 minutos', 'Levar']], ['Horno', ['Hornear']]);
    const result = mergeJson(base, theirs, mine);
    expect(result.conflicts.map(({ path, theirs: saved, mine: edited }) => ({ path, saved, edited }))).toEqual([
      { path: [0, 'steps', 1], saved: undefined, edited: { text: 'Amasar 10 minutos', image: '' } },
    ]);
    expect(result.value).toEqual(theirs);
    expect(mergeJson(base, theirs, mine, new Map([[result.conflicts[0]?.id ?? '', 'mine']])).value).toEqual(mine);
  });

  test('the same step added on both sides comes once; the same change made on both sides is no conflict', () => {
    const both = steps(['Masa', ['Mezclar', 'Amasar', 'Levar', 'Estirar']], ['Horno', ['Hornear a 180°']]);
    const result = mergeJson(base, both, structuredClone(both));
    expect(result).toEqual({ value: both, conflicts: [] });
  });

  test('fields no editor knows survive: unknown keys added on either side and legacy ones kept', () => {
    const legacy = [{ name: 'Masa', uuid: 'g-1', steps: [{ text: 'Batir', image: '', timer: { minutes: 10 } }] }];
    const theirs = [{ ...legacy[0], meta: { color: 'red' } }];
    const mine = [{ ...legacy[0], steps: [{ text: 'Batir fuerte', image: '', timer: { minutes: 10 } }] }];
    expect(mergeJson(legacy, theirs, mine)).toEqual({
      value: [{ name: 'Masa', uuid: 'g-1', meta: { color: 'red' }, steps: [{ text: 'Batir fuerte', image: '', timer: { minutes: 10 } }] }],
      conflicts: [],
    });
  });

  test('the banner: different fields merge, the same field asks', () => {
    const banner = { title: 'Harinas', subtitle: 'Para todo el año', cta: { url: '/recetas' } };
    expect(mergeJson(banner, { ...banner, title: 'Harinas 0000' }, { ...banner, subtitle: 'Todo el año' }).value).toEqual({
      title: 'Harinas 0000',
      subtitle: 'Todo el año',
      cta: { url: '/recetas' },
    });
    expect(mergeJson(banner, { ...banner, title: 'A' }, { ...banner, title: 'B' }).conflicts.map(({ path }) => path)).toEqual([['title']]);
  });

  test('the FAQ: answers edited in different entries merge; entries added on both sides are all kept', () => {
    const faq = [
      { name: '¿Uno?', content: '<p>1</p>', section: 'consumers' },
      { name: '¿Dos?', content: '<p>2</p>', section: 'professionals', legacy_id: 7 },
    ];
    const theirs = [{ ...faq[0], content: '<p>uno</p>' }, faq[1], { name: '¿Tres?', content: '<p>3</p>', section: 'consumers' }];
    const mine = [faq[0], { ...faq[1], content: '<p>dos</p>' }, { name: '¿Cuatro?', content: '<p>4</p>', section: 'consumers' }];
    const result = mergeJson(faq, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(result.value).toEqual([theirs[0], mine[1], theirs[2], mine[2]]);
  });

  test.each(Object.entries(EDITOR_VALUES).flatMap(([editor, { read }]) => read.map((value) => ({ editor, value }))))(
    'on the corpus ($editor): merging a value with itself changes nothing, and one side alone is taken whole: $value',
    ({ value }) => {
      const document: unknown = JSON.parse(value);
      const edited: unknown = Array.isArray(document) ? [...document, { name: 'Nuevo' }] : { ...(document ?? {}), title: 'Nuevo' };
      expect(canonicalJson(mergeJson(document, document, document).value)).toBe(canonicalJson(document));
      expect(mergeJson(document, document, edited)).toEqual({ value: edited, conflicts: [] });
      expect(mergeJson(document, edited, document)).toEqual({ value: edited, conflicts: [] });
    },
  );
});
