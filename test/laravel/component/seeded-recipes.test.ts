import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';

/**
 * Every recipe the seed holds, its page requested through the Laravel host's HTTP kernel (as
 * the editor, who may see login-required posts): answered 200, with one valid schema.org
 * `Recipe` carrying what Google requires (name, image) and what the seed always has.
 */
const answersSchema = v.array(v.object({ id: v.number(), name: v.string(), status: v.number(), body: v.string() }));

function seededRecipePages() {
  const folder = mkdtempSync(path.join(tmpdir(), 'host-recipes-'));
  try {
    const database = path.join(folder, 'recipes.sqlite');
    writeFileSync(database, '');
    const result = spawnSync('php', [path.resolve(__dirname, 'seeded-recipes.php')], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, DB_DATABASE: database, APP_ENV: 'testing', APP_KEY: `base64:${randomBytes(32).toString('base64')}` },
    });
    if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout.slice(0, 2000)}`);
    return v.parse(answersSchema, JSON.parse(result.stdout));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const recipeSchema = v.looseObject({
  '@context': v.literal('https://schema.org'),
  '@type': v.literal('Recipe'),
  name: v.pipe(v.string(), v.minLength(1)),
  image: v.pipe(v.array(v.pipe(v.string(), v.url())), v.minLength(1)),
  description: v.pipe(v.string(), v.minLength(1)),
  author: v.object({ '@type': v.literal('Organization'), name: v.string(), url: v.pipe(v.string(), v.url()) }),
  datePublished: v.pipe(v.string(), v.isoTimestamp()),
  cookTime: v.pipe(v.string(), v.regex(/^PT(?:\d+H)?(?:\d+M)?$/)),
  recipeYield: v.string(),
  recipeCategory: v.string(),
  recipeCuisine: v.literal('Argentina'),
  keywords: v.string(),
  recipeIngredient: v.pipe(v.array(v.string()), v.minLength(1)),
  recipeInstructions: v.pipe(v.array(v.looseObject({ '@type': v.literal('HowToSection') })), v.minLength(1)),
});

const pages = seededRecipePages();

test('the seed has its recipes: 170, and the first video with its recipe', () => {
  expect(pages).toHaveLength(171);
  expect(pages[0]?.name).toBe('Pan dulce de la casa');
  expect(pages.filter((page) => page.name === 'Clase exclusiva de pan dulce')).toHaveLength(1);
});

test('every seeded recipe page answers 200 with one valid Recipe JSON-LD, named as the post', () => {
  const problems = pages.flatMap(({ id, name, status, body }) => {
    const document = new DOMParser().parseFromString(body, 'text/html');
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    if (status !== 200 || scripts.length !== 1) return [`/post/${id}: ${status}, ${scripts.length} JSON-LD scripts`];
    const parsed = v.safeParse(recipeSchema, JSON.parse(scripts[0]?.textContent ?? ''));
    if (!parsed.success) return [`/post/${id}: ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; ')}`];
    if (parsed.output.name !== name || document.querySelector('article.sw-recipe')?.getAttribute('data-recipe') !== String(id))
      return [`/post/${id}: not its own recipe`];
    return [];
  });
  expect(problems).toEqual([]);
});

test('the seed shows what the printed recipe reads: named groups, scaled quantities, times in words, a video behind login', () => {
  const data = new Map(
    pages.map(({ id, body }) => {
      const script = new DOMParser().parseFromString(body, 'text/html').querySelector('script[type="application/ld+json"]');
      return [id, JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>];
    }),
  );
  expect(data.get(1)).toMatchObject({
    cookTime: 'PT1H',
    totalTime: 'PT1H30M',
    prepTime: 'PT30M',
    recipeIngredient: ['1 kg Harina 0000', '10 g Levadura seca'],
  });
  const totals = new Set([...data.values()].map((recipe) => recipe.totalTime));
  expect(totals).toEqual(new Set(['PT1H30M', 'PT45M', 'PT2H', 'PT1H15M', undefined]));
  expect(data.get(5)?.recipeIngredient).toEqual(expect.arrayContaining(['½ taza Leche tibia', '2 a 3 Huevos', 'a gusto Sal', '1 y 1/2 cucharada Manteca']));
  const video = pages.find((page) => page.name === 'Clase exclusiva de pan dulce');
  expect(data.get(video?.id ?? 0)).toMatchObject({ video: { '@type': 'VideoObject' }, isAccessibleForFree: false });
});
