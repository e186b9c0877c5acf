import { attr } from '../../runtime';
import { DEFAULT_MAX_MB } from '../shared/uploader/file-check';
import { media } from '../shared/uploader/media';

export const attributes = {
  tag: attr.text({
    default: 'image',
    description:
      "The host form's field that holds the image's location (spec: `tag`): an existing input of that name in the placeholder's form is read and written; without one, the uploader adds a hidden input of that name.",
  }),
  section: attr.text({
    default: 'images',
    description: 'The `{path}` of `POST /api/upload_images/{path}` (spec: `section`), e.g. `recetas` or `banners/home`.',
  }),
  media: media({
    default: { kind: 'another', n: '' },
    description:
      'Which picture it is (spec: `media`): `desktop`, `mobile{n}`, `desktop{n}` or `another`. Sets the default label ("Imagen de escritorio 2", "Imagen para celulares 1") and a portrait preview for `mobile`.',
  }),
  label: attr.text({ description: 'The field\'s visible label; default from `data-media` ("Imagen").' }),
  maxMb: attr.number({ default: DEFAULT_MAX_MB, description: 'Largest file accepted, in MB; bigger files are refused before sending.' }),
};
