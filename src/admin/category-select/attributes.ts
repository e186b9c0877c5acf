import { attr } from '../../runtime';
import { categoryTexts } from './texts';

export const attributes = {
  categories: attr.text({
    required: true,
    description:
      '`#id` of a `<script type="application/json">` holding the post tags `[{id, name, childrens: [{id, name}]}]` (Blade: `@json($tags)` with `childrens` loaded).',
  }),
  parentInput: attr.text({
    default: 'tag_id',
    description: "The form field that gets the parent category's id (an existing input is read to preselect, else the widget adds a hidden one).",
  }),
  childInput: attr.text({ default: 'sub_tag', description: "The form field that gets the subcategory's id ('' for none)." }),
  label: attr.text({ default: categoryTexts.parent, description: "The parent select's label." }),
  childLabel: attr.text({ default: categoryTexts.child, description: "The subcategory select's label." }),
};
