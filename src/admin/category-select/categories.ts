import * as v from 'valibot';
import { tagSchema, type Tag } from '../../shared/api/tags';
import { readPageJson, type PageJson } from '../shared/page-json';

/** The post categories (spec section 3, Tag): parents with their `childrens`, every one readable. */
const categoriesSchema = v.array(tagSchema);

export function readCategories(reference: string): PageJson<Tag[]> {
  return readPageJson(categoriesSchema, reference, '[{id, name, childrens: [{id, name}]}]');
}

/** A parent or a child category: its id is what the form's field holds, as text. */
export interface CategoryOption {
  readonly id: number;
  readonly name: string;
}

export function optionValue(option: CategoryOption): string {
  return String(option.id);
}

export function findOption<O extends CategoryOption>(options: readonly O[], value: string): O | undefined {
  return options.find((option) => optionValue(option) === value);
}

export function childrenOf(category: Tag | undefined): readonly CategoryOption[] {
  return category?.childrens ?? [];
}
