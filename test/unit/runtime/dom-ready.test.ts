import { domReady } from '../../../src/runtime/dom-ready';

describe('domReady', () => {
  test('resolves at once when the document is already parsed', async () => {
    expect(document.readyState).toBe('complete');
    await expect(domReady()).resolves.toBeUndefined();
  });

  test('waits for DOMContentLoaded while the document is loading', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let resolved = false;
    const ready = domReady().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await ready;
    expect(resolved).toBe(true);
  });
});
