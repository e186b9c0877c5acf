import { attr } from '../../runtime';

export const attributes = {
  input: attr.text({
    default: 'banner_data',
    description: "Name of the hidden input in the placeholder's form that holds the banner's `{title, subtitle}` as JSON (or `#id` of an input anywhere).",
  }),
  headingLevel: attr.integerBetween(1, 6)({ default: 2, description: "Level of the form's heading 'Baner Principal'." }),
};
