import type { KeyboardEvent } from 'react';
import { captionCarouselTexts as texts } from './texts';
import type { StepDirection } from './use-slide-steps';

/** Bootstrap's previous/next controls, as real buttons, over the sides of the slides. */
export function SlideControls({ onStep }: { onStep: (direction: StepDirection) => void }) {
  return (
    <>
      <button type="button" className="carousel-control-prev" onClick={() => onStep('prev')}>
        <span className="carousel-control-prev-icon" aria-hidden="true" />
        <span className="visually-hidden">{texts.previous}</span>
      </button>
      <button type="button" className="carousel-control-next" onClick={() => onStep('next')}>
        <span className="carousel-control-next-icon" aria-hidden="true" />
        <span className="visually-hidden">{texts.next}</span>
      </button>
    </>
  );
}

/** Left and right arrows anywhere in the carousel step too, as react-bootstrap's keyboard option did. */
export function stepOnArrowKeys(onStep: (direction: StepDirection) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') onStep('prev');
    else if (event.key === 'ArrowRight') onStep('next');
    else return;
    event.preventDefault();
  };
}
