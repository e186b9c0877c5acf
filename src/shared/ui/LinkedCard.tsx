// The linked card's classes (and CSS) and the image's come first: each card's own CSS,
// imported after this module, refines them.
import { linkedCard } from './linked-card-classes';
import { LoadingImage } from './LoadingImage';
import type { ReactNode } from 'react';
import { useSpeculation, type Speculation } from '../page/speculation';
import { Heading } from './Heading';
import { uiTexts } from './texts';

interface LinkedCardProps {
  /** The card's own class (`sw-product-card`): its body and title are `{block}__body` and `{block}__title`. */
  block: string;
  /** More classes of the card (its modifiers). */
  className?: string;
  /** Attributes naming what the card shows (`data-product-id`). */
  data?: Record<`data-${string}`, string | number>;
  /** The image, in a box of `className` reserved before it loads; `alt` empty when the title says it all. */
  image: { src: string | null | undefined; alt: string; width: number; height: number; className: string; priority?: boolean };
  /** The one line above the title (a category), with its own class. */
  eyebrow?: { text: string; className: string };
  title: string;
  /** Up to three lines, then an ellipsis; without it the card's own CSS sets the title. */
  clampTitle?: boolean;
  headingLevel: number;
  href: string;
  /** Called when the visitor follows the card's link (before the page changes). */
  onNavigate?: () => void;
  /** What the browser may do with the page behind the link before the tap (Speculation Rules); default 'prefetch'. */
  speculation?: Speculation | null;
  /** Below the title (a call to action). */
  children?: ReactNode;
}

/**
 * A card that is one link (docs/widgets/post-listings.md, "Cards"): the image (`LoadingImage`: a box
 * reserved before it loads, a neutral placeholder when it has none), maybe an eyebrow
 * line, and the title, a real link stretched over the whole card, so that the card is
 * one tab stop and one accessible name. The link is marked for Speculation Rules (prefetched
 * before the tap, src/shared/page/speculation.ts).
 */
export function LinkedCard({
  block,
  className,
  data,
  image,
  eyebrow,
  title,
  clampTitle = false,
  headingLevel,
  href,
  onNavigate,
  speculation = 'prefetch',
  children,
}: LinkedCardProps) {
  const speculate = useSpeculation(speculation);
  return (
    <article className={`card h-100 ${block} ${linkedCard.card}${className === undefined ? '' : ` ${className}`}`} {...data}>
      <LoadingImage key={image.src ?? ''} {...image} missingLabel={uiTexts.imageUnavailable} />
      <div className={`card-body ${block}__body`}>
        {eyebrow === undefined ? null : <p className={`${eyebrow.className} ${linkedCard.eyebrow}`}>{eyebrow.text}</p>}
        <Heading level={headingLevel} className={`${block}__title ${clampTitle ? linkedCard.clampedTitle : linkedCard.title}`}>
          <a className="stretched-link" href={href} onClick={onNavigate} {...speculate}>
            {title}
          </a>
        </Heading>
        {children}
      </div>
    </article>
  );
}
