import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { openForm, save } from './admin';
import { query, row, text } from './database';
import { cardTitles, cardsLoaded } from './listing';
import { logIn } from './session';

// The seed's dulce de leche (PostSeeder::WITH_DULCE_DE_LECHE): three recipes' fillings link to it.
const PRODUCT = 'Dulce de leche repostero';

function productId(name: string): number {
  return Number(row('select id from products where name = ?', name).id);
}

/** The recipes whose ingredients link to the product, as the link table the recipes' saves keep holds them. */
function linkedRecipes(id: number): { id: number; name: string }[] {
  return query(
    "select p.id, p.name from posts p join post_product l on l.post_id = p.id where l.product_id = ? and p.section = 'recetas' order by p.id",
    id,
  ).map((recipe) => ({ id: Number(recipe.id), name: String(recipe.name) }));
}

test('a product page lists the recipes that use it; each opens its recipe, whose ingredient links back to the product', async ({ page }) => {
  const id = productId(PRODUCT);
  const recipes = linkedRecipes(id);
  expect(recipes.map((recipe) => recipe.id)).toEqual([12, 14, 16]);

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
  const section = page.getByRole('region', { name: 'Recetas con este producto' });
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Recetas con este producto');
  const carousel = section.getByRole('group', { name: 'Recetas con este producto' });
  await cardsLoaded(carousel);
  await expect(cardTitles(carousel)).toHaveText(recipes.map((recipe) => recipe.name));
  await expectNoAxeViolations(page);

  for (const recipe of recipes) {
    await page.goto(`/product/${id}`);
    await cardsLoaded(carousel);
    await carousel.getByRole('article').filter({ hasText: recipe.name }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/post/${recipe.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.name);
    const back = page.locator('article.sw-recipe').getByRole('region', { name: 'Ingredientes' }).getByRole('link', { name: PRODUCT });
    await expect(back).toHaveAttribute('href', `/product/${id}`);
  }

  // Both ways: from the last recipe's ingredient back to the product's page and its recipes.
  await page.locator('article.sw-recipe').getByRole('region', { name: 'Ingredientes' }).getByRole('link', { name: PRODUCT }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Recetas con este producto' })).toBeVisible();
});

test('a product no recipe uses prints no recipe section', async ({ page }) => {
  const unused = query('select id, name from products where id not in (select product_id from post_product) order by id limit 1')[0];
  expect(unused).toBeDefined();
  await page.goto(`/product/${String(unused?.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(unused?.name));
  await expect(page.getByText('Recetas con este producto')).toHaveCount(0);
  await expect(page.locator('[data-widget-name="post-carousel"]')).toHaveCount(0);
});

test('GET /api/posts/recetas?producto={id}: only the linked recipes, the product kept in the page links; anything but an id is refused', async ({
  request,
}) => {
  const id = productId(PRODUCT);
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  const answer = await request.get(`/api/posts/recetas?producto=${id}`, { headers });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { posts: { data: { id: number }[]; first_page_url: string; total: number } };
  expect(body.posts.data.map((post) => post.id)).toEqual(linkedRecipes(id).map((recipe) => recipe.id));
  expect(body.posts.first_page_url).toContain(`producto=${id}`);

  // Levadura seca is in nearly every recipe: paginated like the listing, 12 a page.
  const yeast = productId('Levadura seca');
  const many = (await (await request.get(`/api/posts/recetas?producto=${yeast}&page=2`, { headers })).json()) as typeof body;
  expect(many.posts.total).toBe(linkedRecipes(yeast).length);
  expect(many.posts.data.map((post) => post.id)).toEqual(
    linkedRecipes(yeast)
      .slice(12, 24)
      .map((recipe) => recipe.id),
  );

  for (const bad of ['abc', '0', '-2', '1.5']) {
    expect((await request.get(`/api/posts/recetas?producto=${bad}`, { headers })).status()).toBe(422);
  }
});

test("an editor's save keeps the links: an ingredient chosen from the product list puts the recipe on that product's page, and taking it out takes it off", async ({
  page,
}) => {
  // A recipe no other journey edits, and a product no seeded recipe uses.
  const recipe = row("select id, name from posts where id = 30 and section = 'recetas'");
  const product = row('select id, name from products where name = ?', 'Esencia de vainilla');
  const seeded = String(text('select custom_ingredients from posts where id = 30'));
  const linked = JSON.stringify([
    {
      name: '',
      ingredients: [{ isProduct: true, product: { id: Number(product.id), name: String(product.name) }, product_id: Number(product.id), qty: '1 cdita' }],
    },
  ]);
  const store = async (value: string) => {
    await openForm(page, `/admin/posts/${String(recipe.id)}/edit`);
    await page.locator('input[type=hidden][name="custom_ingredients"]').evaluate((input, json) => {
      if (input instanceof HTMLInputElement) input.value = json;
    }, value);
    expect((await save(page))?.status()).toBeLessThan(400);
  };
  await logIn(page);

  await store(linked);
  await page.goto(`/product/${String(product.id)}`);
  const carousel = page.getByRole('region', { name: 'Recetas con este producto' }).getByRole('group', { name: 'Recetas con este producto' });
  await cardsLoaded(carousel);
  await expect(cardTitles(carousel)).toHaveText([String(recipe.name)]);

  await store(seeded);
  await page.goto(`/product/${String(product.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(product.name));
  await expect(page.getByText('Recetas con este producto')).toHaveCount(0);
});
