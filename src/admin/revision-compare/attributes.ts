import * as v from 'valibot';
import { attr } from '../../runtime';
import { DOCUMENT_EDITORS } from '../catalogue/document-editors';

export const attributes = {
  editor: attr.oneOf(DOCUMENT_EDITORS)({
    required: true,
    description:
      'The editor whose field the two values are (`steps-editor`, `ingredients-editor`, `faq-editor`, `banner-editor`, `product-attributes-editor`): it names what changed.',
  }),
  before: attr.json(v.unknown(), 'any JSON')({ required: true, description: "The field's value in the older revision (JSON, or `#id` of a JSON script)." }),
  after: attr.json(
    v.unknown(),
    'any JSON',
  )({ required: true, description: "The field's value to compare it with, the current one (JSON, or `#id` of a JSON script)." }),
  label: attr.text({ description: 'Names the list of changes (the field, "Pasos"); read aloud before them.' }),
};
