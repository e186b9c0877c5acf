import { attr } from '../../runtime';
import { mouldAttribute } from './mould-attribute';

export const attributes = {
  postId: attr.id({
    required: true,
    description: "The recipe's id: the key under which the chosen servings and the check-offs are kept.",
  }),
  postName: attr.text({
    required: true,
    description: "The recipe's name: it heads the ingredient list sent by WhatsApp and is the hit's `entity`.",
  }),
  servings: attr.integerBetween(
    1,
    100,
  )({
    description: 'The servings the printed quantities are for (`metadata.commensals`). Without it, no servings stepper: the quantities stay as printed.',
  }),
  mould: mouldAttribute({
    description:
      "The recipe's mould (its stored `mould`), which the quantities fill: with it, the kitchen tools offer the visitor's own mould and scale every quantity by the ratio of the two areas. Without it, no mould choice.",
  }),
};
