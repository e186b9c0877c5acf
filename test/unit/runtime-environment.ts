/**
 * Tests that mount through the real runtime: its React root renders on its own, as in
 * a browser, not inside Testing Library's act(), so React must not expect act().
 */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export function setUpRuntimeEnvironment(): void {
  let previous: boolean | undefined;
  beforeAll(() => {
    previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
  });
}
