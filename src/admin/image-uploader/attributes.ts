import { attr } from '../../runtime';
import { DEFAULT_RESIZE_OPTIONS, OUTPUT_TYPES } from '../shared/uploader/prepare/options';
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
  maxMb: attr.number({ default: DEFAULT_MAX_MB, description: 'Largest file sent, in MB, judged after resizing; bigger files are refused before sending.' }),
  resize: attr.boolean({
    default: DEFAULT_RESIZE_OPTIONS.enabled,
    description:
      'Whether an accepted photo over `data-resize-long-side` px on its long side, or over 1.5 MB, is made lighter in the browser before it is sent (turned upright from its EXIF orientation, re-encoded at quality 0.85); GIFs (may be animated) and images already small enough are sent with their picture as it was, only their metadata removed. `false` for an upload that must keep the original picture (never re-encoded; its metadata is still removed).',
  }),
  resizeLongSide: attr.integerBetween(
    320,
    8000,
  )({
    default: DEFAULT_RESIZE_OPTIONS.longSide,
    description: 'Pixels on the long side a resized photo fits within.',
  }),
  resizeType: attr.oneOf(OUTPUT_TYPES)({
    default: DEFAULT_RESIZE_OPTIONS.type,
    description:
      'Encoding of a resized photo: `auto` or `webp` (WebP where the browser encodes it, JPEG otherwise), or `jpeg` (for an upload path that refuses WebP).',
  }),
};
