/**
 * Runs `check` in a page whose browser refuses localStorage altogether (blocked cookies,
 * sandboxed frames): merely reading `window.localStorage` throws there.
 */
export function withStorageRefused(check: () => void): void {
  const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
  });
  try {
    check();
  } finally {
    if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
  }
}
