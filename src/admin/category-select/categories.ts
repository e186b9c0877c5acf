import * as v from 'valibot';

/** The post categories (spec section 3, Tag): parents with their `childrens`, from a JSON script on the page. */
const id = v.union([v.number(), v.string()]);
const childSchema = v.looseObject({ id, name: v.string() });
const tagSchema = v.looseObject({ id, name: v.string(), childrens: v.optional(v.nullable(v.array(childSchema))) });
const tagListSchema = v.array(tagSchema);

export interface Category {
  readonly id: string;
  readonly name: string;
  readonly children: readonly { readonly id: string; readonly name: string }[];
}

export type CategoriesRead = { ok: true; categories: Category[] } | { ok: false; problem: string };

export function readCategories(reference: string): CategoriesRead {
  const elementId = reference.trim().replace(/^#/, '');
  const element = document.getElementById(elementId);
  if (!(element instanceof HTMLScriptElement)) return { ok: false, problem: `no <script> element with id "${elementId}"` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch (error) {
    return { ok: false, problem: `invalid JSON in #${elementId}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const result = v.safeParse(tagListSchema, parsed);
  if (!result.success) return { ok: false, problem: `#${elementId} is not a list of {id, name, childrens}` };
  return {
    ok: true,
    categories: result.output.map((tag) => ({
      id: String(tag.id),
      name: tag.name,
      children: (tag.childrens ?? []).map((child) => ({ id: String(child.id), name: child.name })),
    })),
  };
}
