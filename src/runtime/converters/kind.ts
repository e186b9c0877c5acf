/**
 * What an attribute's value is, as data rather than words: a closed list, one member per
 * way a host writes a value. The docs' attribute tables word it
 * (`scripts/generate/attribute-table.ts`), the host package's widget list carries it to
 * PHP (`scripts/generate/blade-widgets.ts`), and PHP encodes and checks a value by it
 * (`host/packages/site-widgets/src/AttributeValue.php`). A converter picks a member; only
 * a new member asks for more than its converter's file (its words, its PHP fields and
 * its PHP encoding: the generators fail to type-check until it has them).
 */
export type AttributeKind =
  /** Trimmed text. `words`: a text the converter checks itself, in the docs' words (PHP passes it on as text). */
  | { readonly type: 'text'; readonly words?: string }
  /** One URL path segment: a text but `.` and `..`. */
  | { readonly type: 'segment' }
  /** A whole number in decimal digits, within `min` and `max` when given. */
  | { readonly type: 'integer'; readonly min?: number; readonly max?: number }
  /** A record's id: decimal digits, no sign. */
  | { readonly type: 'id' }
  /** A decimal number, no exponent. */
  | { readonly type: 'number' }
  /** Present, empty or `true`; `false`. */
  | { readonly type: 'boolean' }
  /** One of `values`. */
  | { readonly type: 'one-of'; readonly values: readonly string[] }
  /** JSON inline or `#id` of a JSON script; `shape` sketches it for the docs (`{name, content}`). */
  | { readonly type: 'json'; readonly shape: string }
  /** A JSON list read entry by entry; `shape` sketches one entry. */
  | { readonly type: 'json-list'; readonly shape: string };
