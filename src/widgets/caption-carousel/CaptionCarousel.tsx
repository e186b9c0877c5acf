import './caption-carousel.css';
import { useEffect, useId, useMemo } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { useWidget, type AttributeValues } from '../../runtime';
import { reportSkipped } from '../../runtime/schema/skipped';
import type { attributes } from './attributes';
import { copyCaption, findCaptionTarget } from './caption-target';
import { SlideControls, stepOnArrowKeys } from './SlideControls';
import { captionCarouselTexts as texts } from './texts';
import { useSlideSteps } from './use-slide-steps';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A carousel whose active slide's caption is copied into a text area on each slide
 * change (spec, "Other behaviours"): the host's own text area when `data-caption-target`
 * names one, else a read-only one the widget shows under the slides. Captions are text,
 * never HTML. Swipe works on touch screens; it never turns by itself unless the host
 * sets `data-interval`, and never for visitors who prefer reduced motion. Previous and
 * next are its own controls (see `useSlideSteps`): a click while a slide moves counts.
 */
export function CaptionCarousel({ slides: slideList, captionTarget, interval, label }: AttributeValues<typeof attributes>) {
  const widget = useWidget();
  const slides = slideList.items;
  useEffect(() => reportSkipped(widget.report, slideList.skipped, 'data-slides', 'data-slides'), [widget, slideList.skipped]);
  const id = useId();
  const { index, carousel, select, step } = useSlideSteps(slides.length);
  const target = useMemo(() => (captionTarget === undefined ? null : findCaptionTarget(captionTarget)), [captionTarget]);
  const caption = slides[index]?.caption ?? '';

  useEffect(() => {
    if (captionTarget !== undefined && target === null) {
      widget.report({ phase: 'data', message: `found no text area for data-caption-target="${captionTarget}"`, error: new Error('showing its own instead') });
    }
  }, [captionTarget, target, widget]);

  useEffect(() => {
    if (target !== null) copyCaption(target, caption);
  }, [target, caption]);

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
              <img className="d-block w-100 sw-caption-carousel__image" src={slide.image} alt={slide.alt ?? ''} width={1280} height={720} loading={position === 0 ? 'eager' : 'lazy'} decoding="async" />
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
