import axios from 'axios';
import { fullUrl, requestHeaders } from '../../../shared/api/http';

/**
 * The one request that reports how much of its body has left: an upload's. axios (the HTTP
 * client of the spec) sends it through XMLHttpRequest, whose upload events `fetch` lacks; the
 * headers are the shared client's (`X-Requested-With`, the XSRF token to the page's own origin).
 * A chunk of its own, loaded as an upload starts: no other page carries axios.
 */
export async function postWithProgress(
  url: string,
  body: FormData,
  signal: AbortSignal | undefined,
  onProgress: (percent: number | null) => void,
): Promise<unknown> {
  const target = new URL(fullUrl(url), window.location.href);
  const response = await axios.post<unknown>(target.href, body, {
    headers: requestHeaders(target),
    withXSRFToken: false,
    timeout: 0,
    ...(signal ? { signal } : {}),
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : null),
  });
  return response.data;
}
