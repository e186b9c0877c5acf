/**
 * POST /api/upload_images/{path}: multipart with the file in field `image`. `{path}` may
 * hold slashes ('recipes/steps') and defaults to 'images' when absent.
 *
 * Validation follows Laravel's `required|mimes:png,gif,jpeg,webp`:
 * - no `image` part (or a body that is not multipart): 422 "The image field is required.";
 * - a text field, an empty file or a type other than png/gif/jpeg/webp: 422
 *   "The image must be a file of type: png, gif, jpeg, webp.".
 * The type is the part's declared MIME type (the extension when the type is blank or
 * application/octet-stream); unlike Laravel, the bytes are not sniffed.
 * An accepted file is kept in `state.uploads` and answered as `{url: '/storage/{path}/{name}.{ext}'}`,
 * the name being 40 letters and digits like Laravel's `hashName()` (deterministic here).
 */
import { http, HttpResponse } from 'msw';
import type { UploadResponse } from '../../src/admin/shared/uploader/uploads';
import type { BackendState } from '../base/state';
import { api, receive, validationError } from './util';

const DEFAULT_UPLOAD_PATH = 'images';
const IMAGE_REQUIRED_MESSAGE = 'The image field is required.';
const IMAGE_TYPE_MESSAGE = 'The image must be a file of type: png, gif, jpeg, webp.';

/** Accepted MIME types and the extension the stored file gets (Symfony's first guess). */
const EXTENSION_BY_MIME: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const EXTENSION_BY_SUFFIX: Record<string, string> = { png: 'png', gif: 'gif', jpg: 'jpg', jpeg: 'jpg', jpe: 'jpg', webp: 'webp' };

/** The stored extension of an acceptable image, or null. */
function imageExtension(file: File): string | null {
  const mime = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  if (mime !== '' && mime !== 'application/octet-stream') return EXTENSION_BY_MIME[mime] ?? null;
  const suffix = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return suffix === undefined ? null : (EXTENSION_BY_SUFFIX[suffix] ?? null);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 40 letters and digits derived from `seed` (xorshift32). */
function hashName(seed: number): string {
  let x = Math.imul(seed + 1, 2654435761) >>> 0 || 1;
  let name = '';
  for (let i = 0; i < 40; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    name += ALPHABET.charAt(x % ALPHABET.length);
  }
  return name;
}

/** The `{path}` segments, without empty, '.' or '..' parts; 'images' when none are left. */
function uploadPath(param: string | readonly string[] | undefined): string {
  const segments = (typeof param === 'string' ? param.split('/') : (param ?? [])).filter((s) => s !== '' && s !== '.' && s !== '..');
  return segments.length > 0 ? segments.join('/') : DEFAULT_UPLOAD_PATH;
}

async function readImagePart(request: Request): Promise<FormDataEntryValue | null> {
  try {
    return (await request.formData()).get('image');
  } catch {
    return null; // not multipart (or unreadable): Laravel sees no file
  }
}

export function uploadsHandlers(state: BackendState) {
  return [
    http.post<{ path?: string | string[] }>(api('/api/upload_images/:path*'), async ({ request, params }) => {
      await receive(state, request);
      const part = await readImagePart(request);
      if (part === null) return validationError({ image: [IMAGE_REQUIRED_MESSAGE] });
      const extension = typeof part === 'string' || part.size === 0 ? null : imageExtension(part);
      if (typeof part === 'string' || extension === null) return validationError({ image: [IMAGE_TYPE_MESSAGE] });

      const path = uploadPath(params.path);
      const name = `${hashName(state.uploads.length + 1)}.${extension}`;
      const url = `/storage/${path}/${name}`;
      state.uploads.push({ path, name, url, file: part });
      return HttpResponse.json<UploadResponse>({ url });
    }),
  ];
}
