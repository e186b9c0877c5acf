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
  // The page emptied first, while React still runs outside act(), so nothing renders after the file ends.
  afterAll(async () => {
    await clearPage();
    globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
  });
}

/**
 * Empties the page and lets the root settle the removals while React still knows it is not
 * in act(): an unmount left for later would render after the file's last test, when React
 * expects act() again, and log after the tests are done.
 */
export async function clearPage(): Promise<void> {
  document.body.replaceChildren();
  await new Promise((resolve) => setTimeout(resolve, 20));
}
