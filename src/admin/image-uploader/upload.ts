import * as v from 'valibot';
import { http } from '../../shared/http';

/**
 * POST /api/upload_images/{path} (spec section 7): multipart, the file in the field
 * `image`. The answer is `{url}` or, from older endpoints, `{response: true, result}`.
 */
const location = v.pipe(v.string(), v.nonEmpty());
const urlAnswer = v.looseObject({ url: location });
const resultAnswer = v.looseObject({ response: v.union([v.literal(true), v.literal(1)]), result: location });

export function uploadUrl(path: string): string {
  const clean = path.split('/').filter((part) => part !== '' && part !== '.' && part !== '..').map(encodeURIComponent).join('/');
  return `/api/upload_images/${clean || 'images'}`;
}

export interface UploadOptions {
  readonly onProgress: (percent: number | null) => void;
  readonly signal: AbortSignal;
}

export async function uploadImage(path: string, file: File, { onProgress, signal }: UploadOptions): Promise<string> {
  const body = new FormData();
  body.append('image', file, file.name);
  const response = await http.post<unknown>(uploadUrl(path), body, {
    signal,
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : null),
  });
  const answer = response.data;
  if (v.is(urlAnswer, answer)) return answer.url;
  if (v.is(resultAnswer, answer)) return answer.result;
  throw new Error('the upload answer has neither "url" nor "response" with "result"');
}
