import { createElement, type HTMLAttributes } from 'react';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

type HeadingTag = (typeof HEADINGS)[number];

/** `h1`…`h6` for a level (clamped; h3 when it is not a number). */
function headingTag(level: number): HeadingTag {
  return HEADINGS[Math.min(Math.max(Math.round(level), 1), 6) - 1] ?? 'h3';
}

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** 1–6, from the widget's `data-heading-level` (the host knows where the widget sits in its outline). */
  readonly level: number;
}

/** A heading at the level the host asked for: `h1`…`h6`. */
export function Heading({ level, ...props }: HeadingProps) {
  return createElement(headingTag(level), props);
}
