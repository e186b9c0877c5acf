import { useRef, useState, type RefObject } from 'react';
import type { CarouselRef } from 'react-bootstrap/Carousel';

export type StepDirection = 'prev' | 'next';

export interface SlideSteps {
  /** The slide asked for last: the one shown, or the one the carousel is sliding to. */
  index: number;
  /** For the carousel's `ref`. */
  carousel: RefObject<CarouselRef | null>;
  /** For the carousel's `onSelect` (indicators, swipe, autoplay). */
  select: (index: number) => void;
  /** One slide back or on, at once, even while a slide is moving. */
  step: (direction: StepDirection) => void;
}

/**
 * The active slide, and previous/next steps that are never lost. react-bootstrap's own
 * controls ignore a click while a slide moves (0.6 s), so a quick second 'next' did
 * nothing. A step first asks the carousel, which, when idle, picks the slide and the
 * direction it slides in (wrapping from the last to the first included); when it is
 * busy, the step moves the index itself, and the carousel slides on to it as soon as
 * the current slide ends (it follows a changed `activeIndex` once it is idle).
 */
export function useSlideSteps(count: number): SlideSteps {
  const [index, setIndex] = useState(0);
  const carousel = useRef<CarouselRef | null>(null);
  // What the carousel chose during the current step, if it chose at all.
  const chosen = useRef<number | null>(null);

  function select(next: number) {
    chosen.current = next;
    setIndex(next);
  }

  function step(direction: StepDirection) {
    chosen.current = null;
    carousel.current?.[direction]();
    // Busy, it chose nothing; just idle after a queued step, it may choose the slide
    // already asked for (it steps from the slide it shows). Either way: step from ours.
    if (chosen.current === null || chosen.current === index) {
      const delta = direction === 'next' ? 1 : -1;
      setIndex((current) => (current + delta + count) % count);
    }
  }

  return { index, carousel, select, step };
}
