/** The Network Information API's part read here (Chromium only; TypeScript's DOM types leave it out). */
interface ConnectionHints {
  readonly connection?: { readonly saveData?: boolean };
}

/**
 * Whether the visitor asked the browser to save data (Chrome's "Lite mode", a phone's data
 * saver): what is only fetched ahead of need waits for the need, as instant.page does.
 */
export function savesData(): boolean {
  return (navigator as Navigator & ConnectionHints).connection?.saveData === true;
}
