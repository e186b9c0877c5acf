import { isPlainClick } from '../../shared/ui/plain-click';
import type { Tag } from '../../shared/api/tags';
import { postGridTexts } from './texts';

interface Props {
  parent: Tag;
  selected: number | null;
  onSelect: (subTagId: number | null) => void;
  /** A subcategory's address (null: the whole tab), for its link. */
  hrefOf: (subTagId: number | null) => string;
}

/**
 * The selected tag's `childrens` as a row of links ('Todas' first), the chosen one marked
 * `aria-current`: a second tab row would be confusing, and the parent tab stays selected.
 * Each is a link to its address; a plain click chooses it here.
 */
export function Subcategories({ parent, selected, onSelect, hrefOf }: Props) {
  return (
    <div className="sw-post-grid__subtags" role="group" aria-label={postGridTexts.subcategories(parent.name)}>
      {[{ id: null, name: postGridTexts.allSubcategories }, ...(parent.childrens ?? [])].map((child) => {
        const chosen = selected === child.id;
        return (
          <a
            key={child.id ?? 'all'}
            href={hrefOf(child.id)}
            className={`btn ${chosen ? 'btn-secondary' : 'btn-outline-secondary'} sw-post-grid__subtag`}
            aria-current={chosen ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              if (!chosen) onSelect(child.id);
            }}
          >
            {child.name}
          </a>
        );
      })}
    </div>
  );
}
