import { LinkedCard } from '../../shared/ui/LinkedCard';
import './cookbook-grid.css';
import { cookbookPath } from '../../shared/api/routes';
import type { AttributeValues } from '../../runtime';
import { PRIORITY_CARDS, useStartsInView } from '../../shared/ui/use-starts-in-view';
import type { attributes } from './attributes';
import { cookbookGridTexts } from './texts';

/** The covers' box is reserved before they load (3:4, a book's proportions). */
const COVER_WIDTH = 480;
const COVER_HEIGHT = 640;

/** The cookbooks (recetarios) the page prints, as cards opening `/recetarios/{id}`. */
export function CookbookGrid({ cookbooks, label, headingLevel }: AttributeValues<typeof attributes>) {
  const startsInView = useStartsInView();
  if (cookbooks.length === 0) return <p className="sw-cookbook-grid__empty">{cookbookGridTexts.empty}</p>;
  return (
    <ul className="row g-4 list-unstyled mb-0 sw-cookbook-grid" aria-label={label ?? cookbookGridTexts.label}>
      {cookbooks.map((cookbook, index) => (
        <li key={cookbook.id} className="col-6 col-md-4 col-lg-3">
          <LinkedCard
            block="sw-cookbook-card"
            // The cover repeats the title beside it (axe: image-redundant-alt).
            image={{
              src: cookbook.image,
              alt: '',
              width: COVER_WIDTH,
              height: COVER_HEIGHT,
              className: 'sw-cookbook-card__cover',
              priority: startsInView && index < PRIORITY_CARDS,
            }}
            title={cookbook.name}
            clampTitle
            headingLevel={headingLevel}
            href={cookbookPath(cookbook.id)}
          />
        </li>
      ))}
    </ul>
  );
}
