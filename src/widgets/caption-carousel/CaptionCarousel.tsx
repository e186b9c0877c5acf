import './caption-carousel.css';
import { useEffect, useId, useMemo, useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { useWidget, type AttributeValues } from '../../runtime';
import type { attributes } from './attributes';
import { copyCaption, findCaptionTarget, refusedField } from './caption-target';
import { SlideControls, stepOnArrowKeys } from './SlideControls';
import { captionCarouselTexts as texts } from './texts';
import { useSlideSteps } from './use-slide-steps';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A carousel whose active slide's caption is copied into a text area on each slide
 * change (spec, "Other behaviours"): the host's own text area when `data-caption-target`
 * names one, else a read-only one the widget shows under the slides. The host's field must
 * be a `<textarea>` or a text `<input>`, shown when a caption is written: a caption never
 * goes where the visitor cannot see it; the widget shows its own instead and says why
 * (phase `data`). Captions are text, never HTML. Swipe works on touch screens; it never
 * turns by itself unless the host sets `data-interval`, and never for visitors who prefer
 * reduced motion. Previous and next are its own controls (see `useSlideSteps`): a click
 * while a slide moves counts.
 */
export function CaptionCarousel({ slides, captionTarget, interval, label }: AttributeValues<typeof attributes>) {
  const widget = useWidget();
  const id = useId();
  const { index, carousel, select, step } = useSlideSteps(slides.length);
  const found = useMemo(() => (captionTarget === undefined ? null : findCaptionTarget(captionTarget)), [captionTarget]);
  // Why the host's field was refused when a caption was to be written: from then on, the widget's own.
  const [refused, setRefused] = useState<string | null>(null);
  const target = refused === null ? (found?.field ?? null) : null;
  const problem = refused ?? found?.problem ?? null;
  const caption = slides[index]?.caption ?? '';

  useEffect(() => {
    if (problem !== null) widget.report({ phase: 'data', message: problem, error: new Error('showing its own instead') });
  }, [problem, widget]);

  useEffect(() => {
    if (target === null || captionTarget === undefined) return;
    // Checked at each write: the host may have hidden the field (or changed it) since the last.
    const refusal = refusedField(target, captionTarget);
    if (refusal === null) copyCaption(target, caption);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what the host's page holds is known only here, when the caption is written; it happens once, then the widget shows its own text area
    else setRefused(refusal);
  }, [target, caption, captionTarget]);

  if (slides.length === 0) return <p className="sw-caption-carousel__empty">{texts.empty}</p>;
  const autoplay = interval !== undefined && !prefersReducedMotion() ? interval : null;
  const several = slides.length > 1;
  return (
    <section className="sw-caption-carousel" aria-roledescription="carrusel" aria-label={label ?? texts.label}>
      <div className="sw-caption-carousel__stage" onKeyDown={several ? stepOnArrowKeys(step) : undefined}>
        <Carousel
          ref={carousel}
          activeIndex={index}
          onSelect={select}
          interval={autoplay}
          touch
          keyboard={false}
          indicators={several}
          controls={false}
          indicatorLabels={slides.map((_, position) => texts.slide(position + 1, slides.length))}
        >
          {slides.map((slide, position) => (
            <Carousel.Item key={`${position}-${slide.image}`}>
              <img
                className="d-block w-100 sw-caption-carousel__image"
                src={slide.image}
                alt={slide.alt ?? ''}
                width={1280}
                height={720}
                loading={position === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </Carousel.Item>
          ))}
        </Carousel>
        {several ? <SlideControls onStep={step} /> : null}
      </div>
      {target === null ? (
        <div className="sw-caption-carousel__caption">
          <label className="form-label" htmlFor={`${id}caption`}>
            {texts.caption}
          </label>
          <textarea id={`${id}caption`} className="form-control" rows={3} readOnly value={caption} />
        </div>
      ) : null}
    </section>
  );
}
