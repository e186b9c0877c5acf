const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export type HeadingTag = (typeof HEADINGS)[number];

/** `h1`…`h6` for a level (clamped; h3 when it is not a number). */
export function headingTag(level: number): HeadingTag {
  return HEADINGS[Math.min(Math.max(Math.round(level), 1), 6) - 1] ?? 'h3';
}
