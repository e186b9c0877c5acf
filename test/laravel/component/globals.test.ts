import { readPageGlobals } from '../../../src/shared/page/globals';
import { html, renderBlade } from './php';

/** `<x-site-widgets-globals>` rendered by PHP, then read by the bundle as a page would read it. */
function readRendered(markup: string) {
  document.head.innerHTML = markup;
  try {
    return readPageGlobals();
  } finally {
    document.head.replaceChildren();
  }
}

test('a logged user: the id, the unfinished registration and the optional settings, read back by the bundle', () => {
  const [rendered] = renderBlade(
    ['<x-site-widgets-globals :user="$values[\'user\']" :registration-unfinished="true" login-url="/ingresar" :consumer-site="false" />'],
    { user: { id: 42, name: 'Ana' } },
  );
  const markup = html(rendered);
  expect(markup.trim()).toBe(
    '<script type="application/json" id="site-widgets-globals">{"user":{"id":42},"registrationUnfinished":true,"loginUrl":"\\/ingresar","consumerSite":false}</script>',
  );
  expect(readRendered(markup)).toMatchObject({ userId: 42, registrationUnfinished: true, loginUrl: '/ingresar', consumerSite: false });
});

test('nobody logged in: user null, and an unfinished registration means nothing without a user', () => {
  const [rendered] = renderBlade(['<x-site-widgets-globals :user="null" :registration-unfinished="true" />'], {});
  expect(html(rendered)).toContain('{"user":null,"registrationUnfinished":false}');
  expect(readRendered(html(rendered))).toMatchObject({ userId: null, registrationUnfinished: false });
});

test('a value that tries to close the element stays inside the JSON', () => {
  const [rendered] = renderBlade(['<x-site-widgets-globals :user="7" :login-modal="$values[\'modal\']" />'], { modal: '</script><script>alert(1)</script>' });
  const markup = html(rendered);
  expect(markup.match(/<\/script>/g)).toHaveLength(1);
  expect(readRendered(markup)).toMatchObject({ userId: 7, loginModal: '</script><script>alert(1)</script>' });
});

test("speculation: the package's setting printed into the globals, the attribute winning, and 'off' read back as off", () => {
  const [configured, attribute, absent] = renderBlade(
    [
      "@php(config(['site-widgets.speculation' => 'conservative']))<x-site-widgets-globals :user=\"null\" />",
      '@php(config([\'site-widgets.speculation\' => \'conservative\']))<x-site-widgets-globals :user="null" speculation="off" />',
      '@php(config([\'site-widgets.speculation\' => null]))<x-site-widgets-globals :user="null" />',
    ],
    {},
  );
  expect(html(configured)).toContain('{"user":null,"registrationUnfinished":false,"speculation":"conservative"}');
  expect(readRendered(html(configured))).toMatchObject({ speculation: 'conservative' });
  expect(readRendered(html(attribute))).toMatchObject({ speculation: 'off' });
  expect(html(absent)).not.toContain('speculation');
  expect(readRendered(html(absent))).toMatchObject({ speculation: 'moderate' });
});
