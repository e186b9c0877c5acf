import { createElement, type HTMLAttributes } from 'react';
import { headingTag } from './heading';

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** 1–6, from the widget's `data-heading-level` (the host knows where the widget sits in its outline). */
  readonly level: number;
}

/** A heading at the level the host asked for: `h1`…`h6`. */
export function Heading({ level, ...props }: HeadingProps) {
  return createElement(headingTag(level), props);
}
