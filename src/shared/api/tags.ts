import * as v from 'valibot';
import { id } from '../../base/schema/laravel';
import { listOf } from '../../base/schema/list';

/** A tag as another record names it (`post.tag`, `product.category`): its name, maybe its id. */
export const tagRefSchema = v.looseObject({
  id: v.optional(id),
  name: v.string(),
});

/** A child tag of `childrens` (the backend's spelling): deeper levels are kept, not read. */
const childTagSchema = v.looseObject({
  id,
  name: v.string(),
});

/** A tag (category) of a listing's tabs. */
export const tagSchema = v.looseObject({
  id,
  name: v.string(),
  childrens: v.optional(v.nullable(listOf(childTagSchema))),
});

export type Tag = v.InferOutput<typeof tagSchema>;
