import * as v from 'valibot';
import { looseText, record } from '../shared/document/legacy-json';

/**
 * The `steps` field (docs/widgets/recipe-editors.md, "Steps"): step groups `{name, steps: [{text, image}]}`.
 * Loose on purpose: unknown fields are allowed (and kept), a missing or null `steps`
 * list is an empty one, and a number where text belongs is read as text. A list that
 * is not a list, or a group or step that is not an object, is unreadable.
 */
const stepSchema = record({ text: looseText, image: looseText });
const stepGroupSchema = record({ name: looseText, steps: v.optional(v.nullable(v.array(stepSchema))) });
export const stepGroupsSchema = v.array(stepGroupSchema);

export type Step = v.InferInput<typeof stepSchema>;
export type StepGroup = v.InferInput<typeof stepGroupSchema>;
