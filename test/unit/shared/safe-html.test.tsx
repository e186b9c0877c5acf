import { render } from '@testing-library/react';
import { FORBIDDEN, HARMLESS_HTML, HARMLESS_SANITIZED, HOSTILE_HTML } from '../../shared/hostile-html';
import { loadPurifier, sanitizeInto, sanitizesNatively } from '../../../src/shared/html/sanitize';
import { Disclosure } from '../../../src/shared/ui/Disclosure';
import { SafeHtml, sanitizeHtml } from '../../../src/shared/ui/SafeHtml';

declare global {
  interface Window {
    __pwned?: number;
  }
}

function hostileTraces(root: Element): string[] {
  const traces = [...root.querySelectorAll(FORBIDDEN)].map((element) => element.outerHTML);
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name) || /^\s*[a-z]*script:/i.test(value.replace(/[\t\n\r]/g, ''))) traces.push(`${name}=${value}`);
    }
  }
  return traces;
}

describe('SafeHtml without the Sanitizer API (jsdom: the DOMPurify path)', () => {
  beforeAll(async () => {
    await loadPurifier();
  });

  test('jsdom has no setHTML, so DOMPurify sanitizes', () => {
    expect(sanitizesNatively()).toBe(false);
  });

  test.each(HOSTILE_HTML.map((html) => [html]))('nothing hostile survives: %s', async (html) => {
    window.__pwned = undefined;
    const { container } = render(<SafeHtml html={`<p>antes</p>${html}`} />);
    const box = container.firstElementChild;
    if (box === null) throw new Error('no box');
    expect(hostileTraces(box)).toEqual([]);
    expect(box.innerHTML).not.toMatch(/javascript:/i);
    expect(box.firstElementChild?.outerHTML).toBe('<p>antes</p>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.__pwned).toBeUndefined();
  });

  test('harmless markup is kept; links with any target but _self get rel="noopener noreferrer"', () => {
    const { container } = render(<SafeHtml className="answer" html={HARMLESS_HTML} />);
    const box = container.firstElementChild;
    expect(box).toHaveClass('answer');
    expect(box?.innerHTML).toBe(HARMLESS_SANITIZED);
  });

  test('only web, mail and phone links, and only web images, keep their URL', () => {
    const { container } = render(
      <SafeHtml html={'<a href="mailto:a@b.c">m</a><a href="tel:+541100">t</a><a href="data:text/html,x">d</a><img src="data:image/png;base64,AA" alt="d">'} />,
    );
    expect(container.innerHTML).toBe('<div><a href="mailto:a@b.c">m</a><a href="tel:+541100">t</a><a>d</a><img alt="d"></div>');
  });

  test('follows a change of html', () => {
    const { container, rerender } = render(<SafeHtml html="<p>uno</p>" />);
    rerender(<SafeHtml html="<p>dos<script>window.__pwned=1</script></p>" />);
    expect(container.innerHTML).toBe('<div><p>dos</p></div>');
  });

  test('inside a closed disclosure the answer is already there, hidden', () => {
    const { container } = render(
      <Disclosure summary="Pregunta" headingLevel={3}>
        <SafeHtml html="<p>Respuesta</p>" />
      </Disclosure>,
    );
    const panel = container.querySelector('.sw-disclosure__panel');
    expect(panel).not.toBeVisible();
    expect(panel).toHaveTextContent('Respuesta');
  });

  test('sanitizeHtml gives the same result as a string', async () => {
    const hostile = '<a href="javascript:window.__pwned=3">a</a><script>window.__pwned=2</script><p onclick="window.__pwned=9">p</p>';
    await expect(sanitizeHtml(`${HARMLESS_HTML}${hostile}`)).resolves.toBe(`${HARMLESS_SANITIZED}<a>a</a><p>p</p>`);
  });

  test('sanitizeInto leaves the target empty, rather than unsanitized, without a sanitizer', () => {
    const target = document.createElement('div');
    target.innerHTML = '<p>vieja</p>';
    expect(sanitizeInto(target, '<p>nueva</p>', null)).toBe(false);
    expect(target.childNodes).toHaveLength(0);
  });
});
