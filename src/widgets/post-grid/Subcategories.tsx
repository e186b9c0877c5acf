import type { Tag } from '../../shared/api/tags';
import { postGridTexts } from './texts';

interface Props {
  parent: Tag;
  selected: number | null;
  onSelect: (subTagId: number | null) => void;
}

/**
 * The selected tag's `childrens` as toggle buttons ('Todas' first): a second tab row
 * would be confusing, and the parent tab stays selected.
 */
export function Subcategories({ parent, selected, onSelect }: Props) {
  return (
    <div className="sw-post-grid__subtags" role="group" aria-label={postGridTexts.subcategories(parent.name)}>
      {[{ id: null, name: postGridTexts.allSubcategories }, ...(parent.childrens ?? [])].map((child) => {
        const pressed = selected === child.id;
        return (
          <button
            key={child.id ?? 'all'}
            type="button"
            className={`btn ${pressed ? 'btn-secondary' : 'btn-outline-secondary'} sw-post-grid__subtag`}
            aria-pressed={pressed}
            onClick={() => onSelect(child.id)}
          >
            {child.name}
          </button>
        );
      })}
    </div>
  );
}
