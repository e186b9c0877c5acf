import '@testing-library/jest-dom';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
// Editors keep drafts in localStorage: each test starts without the previous one's.
afterEach(() => localStorage.clear());
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
