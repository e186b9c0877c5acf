import { documentOf, runKernel } from './limits-kernel';

/**
 * The 500 page (resources/views/errors/500.blade.php): printed without the layout, which asks
 * the session and the database that may be what failed; Spanish, no trace, and its one way on a
 * button a thumb can hit (Bootstrap's `btn-lg`: 48 px), as 'no disponible' has.
 */
test("a server error: 'Algo salió mal' in Spanish, nothing of the error, 'Volver al inicio' a large button", () => {
  const { answers } = runKernel([{ method: 'GET', uri: '/recetas' }], { before: ['drop table posts'] });
  const [answer] = answers;
  if (answer === undefined) throw new Error('no answer');
  expect(answer.status).toBe(500);
  const page = documentOf(answer);
  expect(page.documentElement.lang).toBe('es-AR');
  expect(page.querySelector('h1')?.textContent).toBe('Algo salió mal');
  expect(answer.body).not.toMatch(/posts|SQLSTATE|Exception|\.php/);
  const home = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Volver al inicio');
  expect(home?.getAttribute('href')).toBe('http://localhost');
  expect(home?.className.split(' ')).toEqual(expect.arrayContaining(['btn', 'btn-lg']));
});
