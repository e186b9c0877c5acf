import { attr } from '../../runtime';
import { DEFAULT_MAX_MB } from '../shared/uploader/file-check';

export const attributes = {
  input: attr.text({
    default: 'attributes',
    description: "Name of the hidden input in the placeholder's form that holds the product attributes as a JSON object (or `#id` of an input anywhere).",
  }),
  uploadPath: attr.text({ default: 'images', description: '`{path}` of `POST /api/upload_images/{path}` for the two secondary banner images.' }),
  maxMb: attr.number({ default: DEFAULT_MAX_MB, description: 'Largest banner image accepted, in MB.' }),
  label: attr.text({ description: 'Accessible name of the editor. Default "Atributos del producto".' }),
};
