import { attr } from '../../runtime';
import { DEFAULT_MAX_MB } from '../shared/uploader/file-check';

export const attributes = {
  input: attr.text({
    default: 'steps',
    description: "Name of the hidden input in the placeholder's form that holds the step groups as JSON (or `#id` of an input anywhere).",
  }),
  uploadPath: attr.text({ default: 'images', description: "`{path}` of `POST /api/upload_images/{path}` for the steps' images." }),
  maxMb: attr.number({ default: DEFAULT_MAX_MB, description: 'Largest step image accepted, in MB.' }),
  label: attr.text({ description: 'Accessible name of the editor. Default "Pasos".' }),
};
