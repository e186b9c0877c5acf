import * as v from 'valibot';
import { tagSchema, type Tag } from '../../shared/api/tags';
import { readPageJson, type PageJson } from '../shared/document/page-json';

/**
 * The post categories (docs/widgets/recipe-editors.md, "Category select"): parents with their
 * `childrens`. All or none: a list with an entry that cannot be read is unreadable as a whole.
 */
const categoriesSchema = v.array(tagSchema);

export function readCategories(reference: string): PageJson<Tag[]> {
  return readPageJson(categoriesSchema, reference);
}

/** A parent or a child category: its id is what the form's field holds, as text. */
type CategoryOption = Pick<Tag, 'id' | 'name'>;

export function optionValue(option: CategoryOption): string {
  return String(option.id);
}

export function findOption<O extends CategoryOption>(options: readonly O[], value: string): O | undefined {
  return options.find((option) => optionValue(option) === value);
}

export function childrenOf(category: Tag | undefined): readonly CategoryOption[] {
  return category?.childrens ?? [];
}
