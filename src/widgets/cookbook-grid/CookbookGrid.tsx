import { linkedCard } from '../../shared/ui/linked-card';
import './cookbook-grid.css';
import { useEffect } from 'react';
import { cookbookPath } from '../../shared/api/routes';
import { useWidget, type AttributeValues } from '../../runtime';
import { reportSkipped } from '../../runtime/schema/skipped';
import { catalogueTexts } from '../../shared/texts/catalogue';
import { headingTag } from '../../shared/ui/heading';
import { LoadingImage } from '../../shared/ui/LoadingImage';
import type { attributes } from './attributes';

/** The covers' box is reserved before they load (3:4, a book's proportions). */
const COVER_WIDTH = 480;
const COVER_HEIGHT = 640;

/** The cookbooks (recetarios) the page prints, as cards opening `/recetarios/{id}`. */
export function CookbookGrid({ cookbooks, label, headingLevel }: AttributeValues<typeof attributes>) {
  const { report } = useWidget();
  const Heading = headingTag(headingLevel);

  useEffect(() => {
    reportSkipped(report, cookbooks.skipped, 'data-cookbooks', 'data-cookbooks');
  }, [report, cookbooks.skipped]);

  if (cookbooks.items.length === 0) return <p className="sw-cookbook-grid__empty">{catalogueTexts.emptyCookbooks}</p>;
  return (
    <ul className="row g-4 list-unstyled mb-0 sw-cookbook-grid" aria-label={label ?? catalogueTexts.cookbooks}>
      {cookbooks.items.map((cookbook) => (
        <li key={cookbook.id} className="col-6 col-md-4 col-lg-3">
          <article className={`card h-100 sw-cookbook-card ${linkedCard.card}`}>
            <LoadingImage
              src={cookbook.image}
              // The cover repeats the title beside it (axe: image-redundant-alt).
              alt=""
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
              className="sw-cookbook-card__cover"
              missingLabel={catalogueTexts.imageUnavailable}
            />
            <div className="card-body sw-cookbook-card__body">
              <Heading className={`sw-cookbook-card__title ${linkedCard.clampedTitle}`}>
                <a className="stretched-link" href={cookbookPath(cookbook.id)}>
                  {cookbook.name}
                </a>
              </Heading>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
