import fc from 'fast-check';
import { commonDensity, foldName } from '../../../src/shared/recipe/densities';
import { gramsPerMeasure, inGrams, writtenGrams } from '../../../src/shared/recipe/grams';
import { mouldArea, mouldFactor, mouldFor, mouldOfArea, mouldWords } from '../../../src/shared/recipe/mould';
import { readMould, readSide } from '../../../src/shared/recipe/mould-read';
import { swapYeast, yeastKindOf, yeastSentence, yeastWeight } from '../../../src/shared/recipe/yeast';

describe('the yeast swap', () => {
  test("the brand's example, word for word", () => {
    expect(yeastSentence(25, 'fresca', 'seca')).toBe('25 g de levadura fresca = 8 g de levadura seca');
  });

  test('the usual ratios: fresh 1, active dry 0.4, instant 1/3, both ways', () => {
    expect(swapYeast(25, 'fresca', 'activa')).toBeCloseTo(10);
    expect(swapYeast(10, 'seca', 'fresca')).toBeCloseTo(30);
    expect(swapYeast(10, 'activa', 'seca')).toBeCloseTo(25 / 3);
    expect(yeastSentence(50, 'fresca', 'activa')).toBe('50 g de levadura fresca = 20 g de levadura seca activa');
    expect(yeastSentence(5, 'seca', 'fresca')).toBe('5 g de levadura seca = 15 g de levadura fresca');
  });

  test('a swap there and back is the weight written', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 500, noNaN: true }),
        fc.constantFrom('fresca', 'seca', 'activa'),
        fc.constantFrom('fresca', 'seca', 'activa'),
        (grams, from, to) => {
          expect(swapYeast(swapYeast(grams, from, to), to, from)).toBeCloseTo(grams, 6);
        },
      ),
    );
  });

  test('small weights keep a decimal, the rest are whole grams', () => {
    expect(yeastWeight(2.5)).toBe('2,5 g');
    expect(yeastWeight(8.33)).toBe('8 g');
  });

  test.each([
    ['Levadura fresca', 'fresca'],
    ['levadura prensada', 'fresca'],
    ['Levadura de panadería', 'fresca'],
    ['Levadura seca', 'seca'],
    ['Levadura seca instantánea', 'seca'],
    ['Levadura instantánea', 'seca'],
    ['Levadura seca activa', 'activa'],
    ['Levadura', null],
    ['Levadura química', null],
    ['Polvo de hornear', null],
    ['Harina 0000', null],
  ])('%s reads as %s', (name, kind) => {
    expect(yeastKindOf(name)).toBe(kind);
  });
});

describe('grams from densities', () => {
  test('common ingredients are matched by how their name starts, whole words only', () => {
    expect(commonDensity('Harina 0000')).toEqual({ cup: 125, spoon: 7.8 });
    expect(commonDensity('Harina integral fina')).toEqual({ cup: 120 });
    expect(commonDensity('Azúcar impalpable')).toEqual({ cup: 120, spoon: 7.8 });
    expect(commonDensity('azucar')).toEqual({ cup: 200, spoon: 12.5 });
    expect(commonDensity('Leche tibia')).toEqual({ cup: 244 });
    expect(commonDensity('Leche condensada')).toBeUndefined();
    expect(commonDensity('Dulce de leche repostero')).toBeUndefined();
    expect(commonDensity('Salsa de tomate')).toBeUndefined();
    expect(commonDensity('Saleroso')).toBeUndefined();
    expect(commonDensity('Huevos')).toBeUndefined();
    expect(foldName('  Azúcar,  IMPALPABLE ')).toBe('azucar impalpable');
  });

  test('cups and spoons: the figure given, else the other by volume (16 spoons a cup, 3 teaspoons a spoon)', () => {
    expect(gramsPerMeasure('taza', { cup: 120, spoon: 7.5 })).toBe(120);
    expect(gramsPerMeasure('cdas.', { cup: 120, spoon: 7.5 })).toBe(7.5);
    expect(gramsPerMeasure('cucharadita', { cup: 240 })).toBe(5);
    expect(gramsPerMeasure('Tazas', { spoon: 10 })).toBe(160);
    expect(gramsPerMeasure('g', { cup: 120 })).toBeUndefined();
    expect(gramsPerMeasure('taza', undefined)).toBeUndefined();
  });

  test('a measure times the scale, written as a kitchen scale shows it; the words after the unit stay', () => {
    expect(inGrams('2 tazas', 1, { cup: 125 })).toBe('250 g');
    expect(inGrams('½ taza', 3, { cup: 125 })).toBe('190 g');
    expect(inGrams('1 a 2 tazas', 1, { cup: 125 })).toBe('125 a 250 g');
    expect(inGrams('10 tazas', 1, { cup: 125 })).toBe('1,25 kg');
    expect(inGrams('1 cdita de sal', 1, { spoon: 18 })).toBe('6 g de sal');
    expect(inGrams('1 cda', 0.5, { spoon: 14.2 })).toBe('7,1 g');
  });

  test('never guessed: no density, no measure, or an unreadable quantity stay unconverted', () => {
    expect(inGrams('2 tazas', 1, undefined)).toBeNull();
    expect(inGrams('200 g', 1, { cup: 125 })).toBeNull();
    expect(inGrams('a gusto', 1, { cup: 125 })).toBeNull();
    expect(inGrams('3 huevos', 1, { cup: 125 })).toBeNull();
  });

  test("a line's weight as written: a weight, or a measure with a density; never a range", () => {
    expect(writtenGrams('1 kg', undefined)).toBe(1000);
    expect(writtenGrams('1½ tazas', { cup: 120 })).toBe(180);
    expect(writtenGrams('2 tazas', undefined)).toBeNull();
    expect(writtenGrams('250 ml', undefined)).toBeNull();
    expect(writtenGrams('2 a 3 tazas', { cup: 120 })).toBeNull();
  });
});

describe('moulds', () => {
  test('read as the host prints them, refused otherwise', () => {
    expect(readMould('redondo 24')).toEqual({ shape: 'redondo', size: 24 });
    expect(readMould(' Cuadrado 20,5 ')).toEqual({ shape: 'cuadrado', size: 20.5 });
    expect(readMould('rectangular 20x30')).toEqual({ shape: 'rectangular', size: 20, width: 30 });
    expect(readMould('rectangular 20 × 30')).toEqual({ shape: 'rectangular', size: 20, width: 30 });
    for (const bad of ['', 'redondo', 'redondo 4', 'redondo 81', 'redondo 20x30', 'rectangular 20', 'oval 20', 'redondo -20', 'redondo 2e1'])
      expect(readMould(bad)).toBeNull();
    expect(readSide('20,5')).toBe(20.5);
    expect(readSide('20 cm')).toBeNull();
    expect(readSide('4')).toBeNull();
  });

  test("a 20 cm round mould holds (20/24)² of a 24 cm one; a mould's area given back is its own size", () => {
    expect(mouldFactor({ shape: 'redondo', size: 24 }, { shape: 'redondo', size: 20 })).toBeCloseTo((20 / 24) ** 2);
    expect(mouldFactor({ shape: 'cuadrado', size: 20 }, { shape: 'rectangular', size: 20, width: 30 })).toBeCloseTo(1.5);
    fc.assert(
      fc.property(
        fc.constantFrom('redondo' as const, 'cuadrado' as const, 'rectangular' as const),
        fc.double({ min: 5, max: 80, noNaN: true }),
        (shape, size) => {
          const mould = shape === 'rectangular' ? { shape, size, width: size * 1.5 } : { shape, size };
          expect(mouldOfArea(shape, mouldArea(mould)).size).toBeCloseTo(size, 6);
          expect(mouldArea(mouldFor(mould, 2))).toBeCloseTo(2 * mouldArea(mould), 6);
        },
      ),
    );
  });

  test('said in words', () => {
    expect(mouldWords({ shape: 'redondo', size: 24 })).toBe('redondo de 24 cm');
    expect(mouldWords({ shape: 'rectangular', size: 20, width: 30 })).toBe('rectangular de 20 × 30 cm');
    expect(mouldWords(mouldFor({ shape: 'redondo', size: 24 }, 0.5))).toBe('redondo de 17 cm');
  });
});
