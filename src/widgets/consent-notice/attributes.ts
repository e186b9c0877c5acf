import { attr } from '../../runtime';

export const attributes = {
  privacyUrl: attr.text({
    description: "The host's privacy page, linked from the notice as 'Política de privacidad' (a path from the root or an https address); none when absent.",
  }),
  version: attr.integerBetween(
    1,
    9999,
  )({
    default: 1,
    description: 'The version of what is asked: a choice kept for another version counts as none, so raising it asks every visitor again.',
  }),
  headingLevel: attr.integerBetween(1, 6)({ default: 2, description: "Heading level of the notice's title." }),
};
