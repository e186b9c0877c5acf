import { attr } from '../../runtime';

export const attributes = {
  label: attr.text({
    description: "The list's accessible name; default 'Recetas guardadas'.",
  }),
};
