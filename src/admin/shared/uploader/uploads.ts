import * as v from 'valibot';
import { pathSegment } from '../../../shared/api/routes';
import { flag } from '../../../base/schema/laravel';
import { checkAnswer, postChecked } from '../../../shared/api/request';

/** The folder an upload goes to when the caller names none (docs/widgets/recipe-editors.md, the uploader). */
const DEFAULT_UPLOAD_PATH = 'images';

/** POST /api/upload_images/{path}: either `{url}` or `{response, result}` comes back. */
const uploadResponseSchema = v.union(
  [v.looseObject({ url: v.string() }), v.looseObject({ response: flag, result: v.string() })],
  'expected {url} or {response, result}',
);

export type UploadResponse = v.InferOutput<typeof uploadResponseSchema>;

/** `images`, or a section's folder that may hold slashes (`recipes/steps`): each segment encoded. */
export function uploadPath(path: string = DEFAULT_UPLOAD_PATH): string {
  return `/api/upload_images/${path.split('/').map(pathSegment).join('/')}`;
}

/** The uploaded image's location, whichever of the two shapes the server answered. */
export function uploadedUrl(answer: UploadResponse): string {
  if (typeof answer.url === 'string') return answer.url;
  if (answer.response === true && typeof answer.result === 'string') return answer.result;
  throw new Error('the server did not accept the image (response: false)');
}

interface UploadOptions {
  /** The folder (`images` when absent); segments are encoded, `.` and `..` refused. */
  path?: string;
  signal?: AbortSignal;
  /** How much has been sent, in percent (null while the size is unknown). */
  onProgress?: (percent: number | null) => void;
}

/**
 * Uploads one image (multipart field `image`) and gives its location (docs/widgets/recipe-editors.md, the uploader).
 * With `onProgress`, through axios's upload events (`upload-request.ts`, loaded now); else through the shared client.
 */
export async function uploadImage(image: Blob, { path, signal, onProgress }: UploadOptions = {}): Promise<string> {
  const body = new FormData();
  body.append('image', image);
  const url = uploadPath(path);
  if (onProgress === undefined) return uploadedUrl((await postChecked(url, body, uploadResponseSchema, signal ? { signal } : {})).value);
  const { postWithProgress } = await import('./upload-request');
  return uploadedUrl(checkAnswer(url, uploadResponseSchema, await postWithProgress(url, body, signal, onProgress)).value);
}
