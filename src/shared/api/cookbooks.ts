import * as v from 'valibot';
import { id } from '../../base/schema/laravel';

/**
 * A cookbook (id, name, image). The spec shows no endpoint: the page
 * prints the list (docs/widgets/catalogue.md).
 */
export const cookbookSchema = v.looseObject({
  id,
  name: v.string(),
  image: v.nullish(v.string()),
});

export type Cookbook = v.InferOutput<typeof cookbookSchema>;
