import { attr } from '../../runtime';

export const attributes = {
  input: attr.text({
    default: 'custom_content',
    description:
      "Name of the hidden input in the placeholder's form that holds the FAQ as one JSON list `[{name, content, section}]`, as `faq-list` reads it (or `#id` of an input anywhere).",
  }),
  headingLevel: attr.integerBetween(
    1,
    5,
  )({
    default: 2,
    description: "Heading level of the two section titles; the previews' questions are one level below.",
  }),
};
