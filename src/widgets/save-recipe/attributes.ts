import { attr } from '../../runtime';

export const attributes = {
  postId: attr.id({
    required: true,
    description: "The recipe's id: the key of its saved copy and of its row in 'Mis recetas'.",
  }),
  postName: attr.text({
    required: true,
    description: "The recipe's name, as 'Mis recetas' lists it.",
  }),
};
