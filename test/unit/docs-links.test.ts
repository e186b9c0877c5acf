import { existsSync } from 'node:fs';
import path from 'node:path';
import { docFiles, readDoc, ROOT } from './docs-files';
import { brokenLinks, headingAnchors, links, slug, type Files } from './docs-markdown';

/**
 * The docs are read in order, page to page: every relative link and `#anchor` leads
 * somewhere, every page can be reached from the README, and a page longer than a screen
 * opens with its contents.
 */

const repository: Files = {
  exists: (file) => existsSync(path.join(ROOT, file)),
  read: readDoc,
};

test.each(docFiles())('every relative link of %s resolves', (file) => {
  expect(brokenLinks(file, repository)).toEqual([]);
});

test('every page of docs/ can be reached from the README', () => {
  const reached = new Set(['README.md']);
  const queue = ['README.md'];
  for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
    for (const { target } of links(readDoc(page))) {
      const file = target.split('#')[0] ?? '';
      if (!file.endsWith('.md') || /^[a-z]+:/i.test(file)) continue;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(page), decodeURIComponent(file)));
      if (!reached.has(resolved) && existsSync(path.join(ROOT, resolved))) {
        reached.add(resolved);
        queue.push(resolved);
      }
    }
  }
  expect(docFiles().filter((file) => !reached.has(file))).toEqual([]);
});

test('the README stays short and opens with the two commands', () => {
  const readme = readDoc('README.md');
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme);
  expect(firstBlock?.index).toBeLessThan(readme.indexOf('\n## '));
  expect(firstBlock?.[1]).toMatch(/^npm ci && npm start\b[^\n]*\nnpm test\b/);
});

/** A screen of text: a page longer than this opens with a table of contents. */
const SCREEN_LINES = 60;

// The README opens with its commands instead; the changelog is read from the top, newest first.
test.each(docFiles().filter((file) => file !== 'README.md' && file !== 'CHANGELOG.md'))(
  '%s, if longer than a screen, lists every section in its contents',
  (file) => {
    const page = readDoc(file);
    if (page.split('\n').length <= SCREEN_LINES) return;
    const contents = /\n## Contents\n([\s\S]*?)\n## /.exec(page)?.[1];
    expect(contents).toBeDefined();
    const listed = new Set(links(contents ?? '').map(({ target }) => target));
    const sections = [...page.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '').filter((heading) => heading !== 'Contents');
    expect(sections.filter((heading) => !listed.has(`#${slug(heading)}`))).toEqual([]);
  },
);

describe('the link check', () => {
  const sample = (pages: Record<string, string>): Files => ({
    exists: (file) => file in pages || Object.keys(pages).some((page) => page.startsWith(`${file}/`)),
    read: (file) => {
      const page = pages[file];
      if (page === undefined) throw new Error(`no page ${file}`);
      return page;
    },
  });

  test('names the links that lead nowhere, and only those', () => {
    const files = sample({
      'README.md': [
        '# Site widgets',
        '[hosting](docs/hosting.md) and [its events](docs/hosting.md#5-events), [the widgets](docs/widgets/)',
        '[gone](docs/gone.md), [a lost section](docs/hosting.md#6-css), [here](#site-widgets), [not here](#nowhere)',
        '![logo](docs/logo.png) [web](https://example.com/missing.md) `[code](not/a/link.md)`',
        '[up and out](../outside.md)',
        '```md',
        '[in a fence](fenced/away.md)',
        '```',
        '[ref]: docs/widgets/faq.md#missing',
      ].join('\n'),
      'docs/hosting.md': '# Hosting\n\n## 5. Events\n\nBack to [the README](../README.md#site-widgets).',
      'docs/widgets/faq.md': '# FAQ: `faq-item` and `faq-list`',
      'docs/logo.png': '',
    });
    expect(brokenLinks('README.md', files)).toEqual([
      'README.md:3: docs/gone.md (no such file)',
      'README.md:3: docs/hosting.md#6-css (no heading with this anchor in docs/hosting.md)',
      'README.md:3: #nowhere (no heading with this anchor in README.md)',
      'README.md:5: ../outside.md (outside the repository)',
      'README.md:9: docs/widgets/faq.md#missing (no heading with this anchor in docs/widgets/faq.md)',
    ]);
    expect(brokenLinks('docs/hosting.md', files)).toEqual([]);
  });

  test('makes anchors as GitHub does: code kept, punctuation dropped, spaces hyphens, repeats numbered', () => {
    const anchors = headingAnchors(
      [
        '# Post listings: `post-grid` and `post-carousel`',
        '## 9. Admin pages: editor drafts and logout',
        "#### Login prompt and the host's own modal",
        '### Undo',
        '### Undo',
        '## Página — «Categoría» (público)',
        '```',
        '# not a heading',
        '```',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'post-listings-post-grid-and-post-carousel',
      '9-admin-pages-editor-drafts-and-logout',
      'login-prompt-and-the-hosts-own-modal',
      'undo',
      'undo-1',
      'página--categoría-público',
    ]);
  });
});
