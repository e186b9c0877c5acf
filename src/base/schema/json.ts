/**
 * The JSON of an attribute, written inline (`data-items='[…]'`) or kept in a `<script
 * type="application/json" id="…">` named with a leading `#` (`data-items="#faq-data"`).
 * Throws a plain Error with the reason (the converters' way to refuse a value).
 */
export function parseJson(raw: string): unknown {
  return parseJsonText(raw.trim().startsWith('#') ? readScript(raw.trim().slice(1)) : raw);
}

/** JSON text, read the one way the bundle reads it: a plain Error `invalid JSON: <the parser's words>` when it is not. */
export function parseJsonText(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch (error) {
    throw new Error(`invalid JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function readScript(elementId: string): string {
  const element = document.getElementById(elementId);
  if (!(element instanceof HTMLScriptElement)) throw new Error(`no <script> element with id "${elementId}"`);
  return element.textContent ?? '';
}
