import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { postCardSchema } from '../../../src/shared/api/posts';
import type { SpeculationSetting } from '../../../src/shared/page/globals';
import { NEVER_SPECULATED, speculationRules } from '../../../src/shared/page/speculation-rules';
import { PostCard } from '../../../src/shared/posts/PostCard';
import { LinkedCard } from '../../../src/shared/ui/LinkedCard';

const RULES = 'script[type="speculationrules"]';

/**
 * The browser as the test wants it: Speculation Rules or not (`HTMLScriptElement.supports`, which
 * jsdom lacks, as older browsers do: 'none'), a data saver, a connection.
 */
function browser({
  supports = true,
  saveData = false,
  effectiveType = '4g',
}: { supports?: boolean | 'none'; saveData?: boolean; effectiveType?: string } = {}) {
  if (supports !== 'none')
    Object.defineProperty(HTMLScriptElement, 'supports', {
      configurable: true,
      value: (type: string) => (type === 'speculationrules' ? supports : type === 'classic' || type === 'module'),
    });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData, effectiveType } });
}

/** writeSpeculationRules from a fresh copy of its module: it decides once a page. */
async function writeFresh(): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    const { writeSpeculationRules } = await import('../../../src/shared/page/speculation-rules');
    writeSpeculationRules();
    // A second call (the next card) writes nothing more.
    writeSpeculationRules();
  });
}

function written(): unknown[] {
  return [...document.querySelectorAll(RULES)].map((script) => JSON.parse(script.textContent ?? '') as unknown);
}

afterEach(() => {
  document.head.replaceChildren();
  delete window.SiteWidgets;
  Reflect.deleteProperty(navigator, 'connection');
  Reflect.deleteProperty(HTMLScriptElement, 'supports');
  jest.restoreAllMocks();
});

describe('the rules written for each setting', () => {
  test.each<[SpeculationSetting | undefined, string]>([
    [undefined, 'moderate'],
    ['conservative', 'conservative'],
    ['moderate', 'moderate'],
    ['eager', 'eager'],
  ])(
    'speculation %j: one script, prefetch and prerender at %s eagerness, on the markers, this origin, never the excluded paths',
    async (setting, eagerness) => {
      browser();
      window.SiteWidgets = setting === undefined ? {} : { speculation: setting };
      await writeFresh();
      const rule = (action: string) => ({
        source: 'document',
        where: { and: [{ selector_matches: `a[data-speculate=${action}]` }, { href_matches: '/*' }, { not: { href_matches: [...NEVER_SPECULATED] } }] },
        eagerness,
      });
      expect(written()).toEqual([{ prefetch: [rule('prefetch')], prerender: [rule('prerender')] }]);
    },
  );

  test("'off' writes nothing", async () => {
    browser();
    window.SiteWidgets = { speculation: 'off' };
    await writeFresh();
    expect(written()).toEqual([]);
  });

  test('a malformed setting reads as absent (moderate) and is logged once', async () => {
    browser();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.SiteWidgets = JSON.parse('{"speculation":"always"}') as Record<string, never>;
    await writeFresh();
    expect(written()).toEqual([expect.objectContaining({ prefetch: [expect.objectContaining({ eagerness: 'moderate' })] })]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('SiteWidgets.speculation'));
  });

  test('the excluded paths: the admin, the API, login, logout and the registration', () => {
    expect(NEVER_SPECULATED).toEqual(['/admin{/*}?', '/api/*', '/login{/*}?', '/logout{/*}?', '/register_pdv{/*}?']);
    expect(speculationRules('conservative')).toContain('"not":{"href_matches":["/admin{/*}?","/api/*"');
  });

  test('the script carries the page nonce, for a strict Content-Security-Policy', async () => {
    browser();
    const entry = document.createElement('script');
    entry.nonce = 'n0nce';
    document.head.append(entry);
    await writeFresh();
    expect(document.querySelector<HTMLScriptElement>(RULES)?.nonce).toBe('n0nce');
  });

  test('under Trusted Types, the text goes through the one policy, which lets only the rules through', async () => {
    browser();
    const policies: { name: string; createScript: (text: string) => string }[] = [];
    Reflect.set(window, 'trustedTypes', {
      createPolicy: (name: string, rules: { createScript: (text: string) => string }) => {
        policies.push({ name, createScript: rules.createScript });
        return { createScript: (text: string) => rules.createScript(text) };
      },
    });
    try {
      await writeFresh();
    } finally {
      Reflect.deleteProperty(window, 'trustedTypes');
    }
    expect(policies.map(({ name }) => name)).toEqual(['site-widgets-speculation']);
    expect(written()).toHaveLength(1);
    // Whatever a script asks of it, the policy gives the rules.
    expect(policies[0]?.createScript('alert(1)')).toBe(speculationRules('moderate'));
  });

  test('a policy the page refuses: no rules, one error, the page goes on', async () => {
    browser();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Reflect.set(window, 'trustedTypes', {
      createPolicy: () => {
        throw new TypeError('Policy "site-widgets-speculation" disallowed.');
      },
    });
    try {
      await writeFresh();
    } finally {
      Reflect.deleteProperty(window, 'trustedTypes');
    }
    expect(written()).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('speculation rules not written'), expect.any(TypeError));
  });
});

describe('when no rules are written', () => {
  test.each([
    ['the visitor saves data', { saveData: true }],
    ['a 2G connection', { effectiveType: '2g' }],
    ['a slow 2G connection', { effectiveType: 'slow-2g' }],
    ['a browser without Speculation Rules', { supports: false }],
    ['a browser without HTMLScriptElement.supports', { supports: 'none' as const }],
  ])('%s', async (_, state) => {
    browser(state);
    await writeFresh();
    expect(written()).toEqual([]);
  });

  test('a 3G connection still gets them', async () => {
    browser({ effectiveType: '3g' });
    await writeFresh();
    expect(written()).toHaveLength(1);
  });
});

describe('the links that carry the marker', () => {
  const post = (fields: { login_required?: number; type?: string | null }) =>
    v.parse(postCardSchema, { id: 5, name: 'Pan de campo', image: null, type: null, login_required: 0, tags: [], ...fields });
  const link = () => screen.getByRole('link', { name: /Pan de campo/ });

  test('an open recipe card: prerender; a video card: prefetch', () => {
    const { unmount } = render(<PostCard post={post({})} layout="standard" headingLevel={3} visitor={{ userId: null, registrationUnfinished: false }} />);
    expect(link()).toHaveAttribute('data-speculate', 'prerender');
    unmount();
    render(<PostCard post={post({ type: 'video' })} layout="standard" headingLevel={3} visitor={{ userId: null, registrationUnfinished: false }} />);
    expect(link()).toHaveAttribute('data-speculate', 'prefetch');
  });

  test('the first marked card to mount writes the rules; a page of locked cards gets none', async () => {
    browser();
    // Fresh copies of the card, React and Testing Library: the module decides once a page.
    await jest.isolateModulesAsync(async () => {
      const testing = await import('@testing-library/react/pure');
      const { PostCard: FreshCard } = await import('../../../src/shared/posts/PostCard');
      try {
        const locked = testing.render(
          <FreshCard post={post({ login_required: 1 })} layout="standard" headingLevel={3} visitor={{ userId: null, registrationUnfinished: false }} />,
        );
        // Given time to download the rules, were they asked for.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(written()).toEqual([]);
        locked.unmount();
        for (const id of [1, 2])
          testing.render(<FreshCard post={{ ...post({}), id }} layout="standard" headingLevel={3} visitor={{ userId: null, registrationUnfinished: false }} />);
        // Downloaded, then written: once.
        await testing.waitFor(() => expect(written()).toEqual([JSON.parse(speculationRules('moderate'))]));
      } finally {
        testing.cleanup();
      }
    });
  });

  test('a login-required post seen logged out (locked): no marker', () => {
    render(<PostCard post={post({ login_required: 1 })} layout="standard" headingLevel={3} visitor={{ userId: null, registrationUnfinished: false }} />);
    expect(link()).not.toHaveAttribute('data-speculate');
  });

  test('a card that leads to the registration (unfinished): no marker', () => {
    render(<PostCard post={post({ login_required: 1 })} layout="standard" headingLevel={3} visitor={{ userId: 7, registrationUnfinished: true }} />);
    expect(link()).toHaveAttribute('href', '/register_pdv/');
    expect(link()).not.toHaveAttribute('data-speculate');
  });

  test('a login-required post the logged user may open: prerender', () => {
    render(<PostCard post={post({ login_required: 1 })} layout="standard" headingLevel={3} visitor={{ userId: 7, registrationUnfinished: false }} />);
    expect(link()).toHaveAttribute('data-speculate', 'prerender');
  });

  test('a linked card (products, cookbooks, landings): prefetch, unless it says none', () => {
    const card = (speculation?: null) => (
      <LinkedCard
        block="sw-product-card"
        image={{ src: null, alt: '', width: 1, height: 1, className: 'x' }}
        title="Pan de campo"
        headingLevel={3}
        href="/product/1"
        speculation={speculation}
      />
    );
    const { rerender } = render(card());
    expect(link()).toHaveAttribute('data-speculate', 'prefetch');
    rerender(card(null));
    expect(link()).not.toHaveAttribute('data-speculate');
  });
});
