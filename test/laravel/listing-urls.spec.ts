import { expect, test } from '../browser/fixtures';
import { query, row } from './database';
import { cardTitles, cardsLoaded, currentPage } from './listing';

const PER_PAGE = 12;

function recipeNames(offset: number, tagId?: number): string[] {
  const names =
    tagId === undefined
      ? query("select name from posts where section = 'recetas' order by id limit ? offset ?", PER_PAGE, offset)
      : query("select name from posts where section = 'recetas' and (tag_id = ? or sub_tag = ?) order by id limit ? offset ?", tagId, tagId, PER_PAGE, offset);
  return names.map((post) => String(post.name));
}

/** Text of HTML as the page prints it (Blade escapes `&`, quotes and `<`). */
function printed(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#039;').replaceAll('<', '&lt;');
}

test('/recetas?pagina=3 arrives with page 3 in the HTML: the first page the grid reads, and plain links to the cards and every page', async ({ request }) => {
  const response = await request.get('/recetas?pagina=3');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const expected = recipeNames(2 * PER_PAGE);

  // data-first-page: the answer of GET /api/posts/recetas?page=3.
  const script = /<script type="application\/json" id="recetas-first-page">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const answer = JSON.parse(script ?? 'null') as { posts: { current_page: number; data: { name: string }[] } };
  expect(answer.posts.current_page).toBe(3);
  expect(answer.posts.data.map((post) => post.name)).toEqual(expected);
  expect(html).toContain('data-first-page="#recetas-first-page"');

  // The fallback inside the placeholder: the cards and the pages as links.
  const placeholder = html.slice(html.indexOf('id="recetas-grid"'));
  for (const name of expected) expect(placeholder).toContain(`>${printed(name)}</a>`);
  expect(placeholder).toMatch(/<a class="page-link" href="http:\/\/[^"]+\/recetas\?pagina=4"\s*>4<\/a>/);
  expect(placeholder).toMatch(/<a class="page-link" href="http:\/\/[^"]+\/recetas\?pagina=3"\s*aria-current="page"\s*>3<\/a>/);
  expect(placeholder).toMatch(/<a class="page-link" href="http:\/\/[^"]+\/recetas"\s*>1<\/a>/);
});

test('with JavaScript, /recetas?pagina=3 shows page 3 without asking the API for it, and its links are the addresses', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/posts/')) asked.push(request.url());
  });
  await page.goto('/recetas?pagina=3');
  const grid = page.locator('#recetas-grid');
  await cardsLoaded(grid);
  await expect(currentPage(grid)).toHaveText('3');
  await expect(cardTitles(grid)).toHaveText(recipeNames(2 * PER_PAGE));
  expect(asked.filter((url) => url.includes('page=3'))).toEqual([]);
  const nav = grid.getByRole('navigation', { name: 'Paginación: Categorías de recetas' });
  await expect(nav.getByRole('link', { name: 'Página 4' })).toHaveAttribute('href', '/recetas?pagina=4');
  await nav.getByRole('link', { name: 'Página 4' }).click();
  await expect(page).toHaveURL(/\/recetas\?pagina=4$/);
  await cardsLoaded(grid);
  await expect(cardTitles(grid)).toHaveText(recipeNames(3 * PER_PAGE));
  await page.goBack();
  await expect(page).toHaveURL(/\/recetas\?pagina=3$/);
  await expect(currentPage(grid)).toHaveText('3');
  await expect(cardTitles(grid)).toHaveText(recipeNames(2 * PER_PAGE));
  await page.goForward();
  await expect(page).toHaveURL(/\/recetas\?pagina=4$/);
  await expect(currentPage(grid)).toHaveText('4');
  await expect(cardTitles(grid)).toHaveText(recipeNames(3 * PER_PAGE));
});

test('/productos?pagina=2 arrives with page 2 for the grid, which shows it without asking the API; the next page it asks for', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/products')) asked.push(request.url());
  });
  const productNames = (offset: number) =>
    query('select name from products order by id limit ? offset ?', PER_PAGE, offset).map((product) => String(product.name));
  await page.goto('/productos?pagina=2');
  const grid = page.locator('#productos');
  // data-first-page: the answer of GET /api/products?page=2.
  const answer = JSON.parse((await grid.getAttribute('data-first-page')) ?? 'null') as { posts: { current_page: number; data: { name: string }[] } };
  expect(answer.posts.current_page).toBe(2);
  expect(answer.posts.data.map((product) => product.name)).toEqual(productNames(PER_PAGE));
  await cardsLoaded(grid);
  await expect(currentPage(grid)).toHaveText('2');
  await expect(cardTitles(grid)).toHaveText(productNames(PER_PAGE));
  expect(asked).toEqual([]);
  await grid.getByRole('navigation', { name: 'Paginación: Categorías de productos' }).getByRole('link', { name: 'Página 3' }).click();
  await expect(page).toHaveURL(/\/productos\?pagina=3$/);
  await cardsLoaded(grid);
  await expect(cardTitles(grid)).toHaveText(productNames(2 * PER_PAGE));
  expect(asked.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/api/products?page=3']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the fallback links reach every page and every tab', async ({ page }) => {
    await page.goto('/recetas');
    const grid = page.locator('#recetas-grid');
    const pages = grid.getByRole('navigation', { name: 'Paginación: Categorías de recetas' });
    await expect(grid.getByRole('listitem').getByRole('link', { name: recipeNames(0)[0] })).toBeVisible();
    await expect(pages.locator('[aria-current="page"]')).toHaveText('1');

    await pages.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/recetas\?pagina=2$/);
    await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
    for (const name of recipeNames(PER_PAGE)) await expect(grid.getByRole('link', { name, exact: true }).first()).toBeVisible();

    const bakery = Number(row("select id from tags where name = 'Panadería'").id);
    await grid.getByRole('navigation', { name: 'Categorías de recetas', exact: true }).getByRole('link', { name: 'Panadería' }).click();
    await expect(page).toHaveURL(new RegExp(`/recetas\\?etiqueta=${bakery}$`));
    for (const name of recipeNames(0, bakery)) await expect(grid.getByRole('link', { name, exact: true }).first()).toBeVisible();
  });
});

test('the catalogue and the directory print the page their address names as plain links', async ({ request }) => {
  const products = await (await request.get('/productos?pagina=2')).text();
  const shown = query('select name from products order by id limit ? offset ?', PER_PAGE, PER_PAGE).map((product) => String(product.name));
  expect(shown.length).toBeGreaterThan(0);
  const grid = products.slice(products.indexOf('id="productos"'));
  for (const name of shown) expect(grid).toContain(`>${printed(name)}</a>`);
  expect(grid).toMatch(/<a class="page-link" href="http:\/\/[^"]+\/productos\?pagina=2"\s*aria-current="page"\s*>2<\/a>/);

  const province = String(row('select province from distributors order by id limit 1').province).trim();
  const directory = await (await request.get(`/distribuidores?provincia=${encodeURIComponent(province)}`)).text();
  const names = query('select name from distributors where trim(province) = ? order by id', province).map((distributor) => String(distributor.name));
  const placeholder = directory.slice(directory.indexOf('id="distribuidores"'));
  for (const name of names.slice(0, 5)) expect(placeholder).toContain(`>${printed(name)}</a>`);
});
