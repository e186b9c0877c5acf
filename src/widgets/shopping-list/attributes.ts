import { attr } from '../../runtime';

export const attributes = {
  recipesUrl: attr.text({
    default: '/recetas',
    description: "Where the empty list's 'Ver recetas' link goes: the site's recipes.",
  }),
};
