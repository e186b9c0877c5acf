import axios from 'axios';
import { readPageGlobals } from '../page/globals';

/**
 * The bundle's one HTTP client (docs/hosting.md, "7. Requests"). Laravel answers `X-Requested-With`
 * requests as AJAX; axios sends the `XSRF-TOKEN` cookie back as `X-XSRF-TOKEN` on
 * same-origin requests; there is no timeout.
 */
export const http = axios.create({
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  timeout: 0,
});

// Read on every request, so a host may set `apiBaseUrl` after the bundle loaded. Requests
// through the fetch adapter (keepalive) get the page's origin as their base: outside a
// page (tests, server rendering) fetch cannot resolve a relative URL.
http.interceptors.request.use((config) => {
  const fallback = config.adapter === 'fetch' ? window.location.origin : undefined;
  config.baseURL ??= readPageGlobals().apiBaseUrl || fallback;
  return config;
});
