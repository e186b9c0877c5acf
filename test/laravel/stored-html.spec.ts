import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, IMAGE_PROTOCOLS, LINK_PROTOCOLS } from '../../src/shared/html/allowlist';
import { ATTACK_CORPUS } from '../shared/html-attack-corpus';
import { HOSTILE_HTML, SANITIZER_CORPUS } from '../shared/hostile-html';
import { tagSoup } from './component/html-arbitrary';
import { cleanOf, serverClean } from './component/server-sanitizer';

/**
 * What the server stores, as a legacy view prints it (`{!! $faq['content'] !!}`), read by
 * Chromium itself: the corpus and generated tag soup through the host package's sanitizer,
 * every answer printed raw into one page with no policy to protect it. Nothing runs, and
 * the page holds only what the allow-list allows.
 */
const LEGACY_VIEW = 'https://legacy.example/faq';

test('every stored answer, printed raw in a page without a policy, runs nothing and holds only what the allow-list allows', async ({ page }) => {
  const inputs = [...ATTACK_CORPUS, ...SANITIZER_CORPUS, ...HOSTILE_HTML, ...fc.sample(tagSoup, 600)];
  const stored = serverClean(inputs).map(cleanOf);
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.route('**/*', (route) =>
    route.request().url() === LEGACY_VIEW
      ? route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!DOCTYPE html><html lang="es"><head><title>Vista vieja</title></head><body>${stored.map((html, index) => `<div data-entry="${index}">${html}</div>`).join('\n')}</body></html>`,
        })
      : route.abort(),
  );
  await page.goto(LEGACY_VIEW);
  // Handlers that would fire on a failed image, on focus or on load have had their chance.
  await page.waitForTimeout(500);

  const found = await page.evaluate(
    ({ elements, attributes, linkProtocols, imageProtocols }: Record<'elements' | 'attributes' | 'linkProtocols' | 'imageProtocols', string[]>) => {
      const problems: string[] = [];
      if (Reflect.get(window, '__pwned') !== undefined) problems.push(`window.__pwned = ${String(Reflect.get(window, '__pwned'))}`);
      for (const entry of document.querySelectorAll('[data-entry]')) {
        for (const element of entry.querySelectorAll('*')) {
          const name = element.localName;
          if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !elements.includes(name))
            problems.push(`entry ${entry.getAttribute('data-entry')}: <${name}>`);
          for (const attribute of element.attributes) {
            const allowed = attributes.includes(attribute.name) || (attribute.name === 'rel' && name === 'a');
            if (!allowed || attribute.name.startsWith('on')) problems.push(`entry ${entry.getAttribute('data-entry')}: ${attribute.name} on <${name}>`);
          }
          // An address the URL parser cannot read (`http:` alone) leads nowhere: its protocol reads ':'.
          if (element instanceof HTMLAnchorElement && element.hasAttribute('href') && element.protocol !== ':' && !linkProtocols.includes(element.protocol))
            problems.push(`entry ${entry.getAttribute('data-entry')}: a link to ${element.protocol}`);
          const image = element instanceof HTMLImageElement && element.hasAttribute('src') && URL.canParse(element.src) ? new URL(element.src).protocol : null;
          if (image !== null && !imageProtocols.includes(image)) problems.push(`entry ${entry.getAttribute('data-entry')}: an image from ${image}`);
        }
      }
      return problems;
    },
    { elements: [...ALLOWED_ELEMENTS], attributes: [...ALLOWED_ATTRIBUTES], linkProtocols: [...LINK_PROTOCOLS], imageProtocols: [...IMAGE_PROTOCOLS] },
  );

  expect(await page.locator('[data-entry]').count()).toBe(inputs.length);
  expect(ran).toEqual([]);
  expect(found).toEqual([]);
});
