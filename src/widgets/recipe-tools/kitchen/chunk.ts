/** The kitchen tools' chunk (load-kitchen.ts): the panel, and the rewriting the tools apply with it. */
export { Kitchen } from './Kitchen';
export { rewriteRecipe } from './rewrite';
export { scaleWords } from './scale-words';
