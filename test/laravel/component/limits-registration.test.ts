import { documentOf, runKernel } from './limits-kernel';
import { html, renderBlade } from './php';

/**
 * A registration is unfinished unless the row says it is done (fail safe): a user created
 * without the column (by another tool, a form that forgets it) gets the column's default,
 * false, and does not see login-required posts; the model reads a null as false too.
 */
const NEW_USER = 'sin-registro@example.com';

test("a user created without the column: unfinished; a login-required post sends them to /register_pdv/, the globals say so; the seed's editor still sees it", () => {
  const { answers, after } = runKernel(
    [
      { method: 'GET', uri: '/post/1', as: NEW_USER },
      { method: 'GET', uri: '/', as: NEW_USER },
      { method: 'GET', uri: '/post/1', as: 'editora@example.com' },
    ],
    {
      before: [
        "insert into users (name, email, password) values ('Sin registro', 'sin-registro@example.com', 'x')",
        'update posts set login_required = 1 where id = 1',
      ],
      after: ["select registration_completed from users where email = 'sin-registro@example.com'"],
    },
  );
  expect(after[0]).toEqual([{ registration_completed: 0 }]);
  const [post, home, editor] = answers;
  expect(post?.status).toBe(302);
  expect(post?.headers.location).toMatch(/\/register_pdv\/?$/);
  const globals = home === undefined ? null : documentOf(home).getElementById('site-widgets-globals')?.textContent;
  expect(JSON.parse(globals ?? 'null')).toMatchObject({ registrationUnfinished: true });
  expect(editor?.status).toBe(200);
});

test('the model reads a null (a row from another tool) as not finished, and a new unsaved user too', () => {
  const [rendered] = renderBlade(
    [
      "{{ json_encode([(new App\\Models\\User)->setRawAttributes(['registration_completed' => null])->registration_completed, (new App\\Models\\User)->registration_completed, (new App\\Models\\User)->setRawAttributes(['registration_completed' => '1'])->registration_completed]) }}",
    ],
    {},
  );
  expect(JSON.parse(html(rendered))).toEqual([false, false, true]);
});
