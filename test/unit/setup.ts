import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './msw-server';

// CI is a 2-core machine running jest's workers side by side: a first render may take more
// than Testing Library's default second. Waits end as soon as what they wait for is there.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
// Editors keep drafts in localStorage: each test starts without the previous one's. A test
// under `@jest-environment node` (the listing store's) has no storage to clear.
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterAll(() => server.close());

// A console error or warning nobody expected fails the test: tests that expect one spy on
// console.error or console.warn themselves (their mock replaces this one).
let unexpected: string[] = [];
beforeEach(() => {
  unexpected = [];
  for (const level of ['error', 'warn'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  const messages = unexpected;
  unexpected = [];
  if (messages.length > 0) throw new Error(`unexpected console output:\n${messages.join('\n')}`);
});
