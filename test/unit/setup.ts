import '@testing-library/jest-dom';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
// Editors keep drafts in localStorage: each test starts without the previous one's.
afterEach(() => localStorage.clear());
afterAll(() => server.close());

// A console error nobody expected fails the test: tests that expect one spy on
// console.error themselves (their mock replaces this one).
let unexpectedErrors: unknown[][] = [];
beforeEach(() => {
  unexpectedErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args);
  });
});
afterEach(() => {
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) throw new Error(`unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
});
