import { attr } from '../../runtime';

export const attributes = {
  postId: attr.id({
    required: true,
    description: "The recipe's id: the shared link is `/post/{id}` on the page's own origin.",
  }),
  postName: attr.text({
    required: true,
    description: "The recipe's name: it goes into the WhatsApp text and is the hit's `entity`.",
  }),
  headingLevel: attr.integerBetween(1, 6)({ default: 3, description: "Heading level of the box's title." }),
};
