import { LinkedCard } from '../../shared/ui/LinkedCard';
import '../../shared/posts/post-card.css';
import type { Landing } from '../../shared/api/posts';
import { IMAGE_HEIGHT, IMAGE_WIDTH, type CardLayout } from '../../shared/posts/PostCard';
import { postGridTexts } from './texts';

interface Props {
  landing: Landing;
  layout: CardLayout;
  headingLevel: number;
  onNavigate?: () => void;
}

/** A landing of the 'Landings' tab, in a post card's box (the same image size): its image and name, linking to its own page (`url`). */
export function LandingCard({ landing, layout, headingLevel, onNavigate }: Props) {
  return (
    <LinkedCard
      block="sw-post-card"
      className={`sw-post-card--${layout} sw-post-card--landing`}
      image={{ src: landing.image, alt: landing.name, width: IMAGE_WIDTH, height: IMAGE_HEIGHT, className: 'sw-post-card__media' }}
      eyebrow={{ text: postGridTexts.landing, className: 'sw-post-card__tag' }}
      title={landing.name}
      headingLevel={headingLevel}
      href={landing.url}
      onNavigate={onNavigate}
    >
      <span className="sw-post-card__cta" aria-hidden="true">
        {postGridTexts.visit}
      </span>
    </LinkedCard>
  );
}
