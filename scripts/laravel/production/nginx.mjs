// nginx for the production mode: host/deploy/nginx/sitio.conf filled in three times, on
// three ports: the site (both app servers, round robin, as a load balancer sends them) and
// one per app server, so a journey can send each request to the server it chooses; the
// browser's cookies, which ignore the port, travel to both.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fillFile } from './fill.mjs';
import { start, waitFor } from './processes.mjs';

/** Debian's module for `brotli_static` (libnginx-mod-http-brotli-static). */
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * @param {{ folder: string, template: string, root: string, uploads: string, videos: string,
 *   sites: { port: number, sockets: string[] }[] }} options
 */
export async function startNginx({ folder, template, root, uploads, videos, sites }) {
  for (const temp of ['body', 'fastcgi', 'proxy', 'scgi', 'uwsgi']) mkdirSync(path.join(folder, temp), { recursive: true });
  // The site's `include fastcgi_params` is relative to the configuration's folder, as in /etc/nginx.
  symlinkSync('/etc/nginx/fastcgi_params', path.join(folder, 'fastcgi_params'));
  const upstreams = sites.map(
    ({ sockets }, index) => `    upstream sitio_${index} {\n${sockets.map((socket) => `        server unix:${socket};\n`).join('')}    }\n`,
  );
  const includes = sites.map(({ port }, index) => {
    const file = path.join(folder, `site-${index}.conf`);
    fillFile(template, file, {
      SITE_LISTEN: `127.0.0.1:${port}`,
      SITE_ROOT: root,
      SITE_UPLOADS: uploads,
      SITE_VIDEOS: videos,
      SITE_UPSTREAM: `sitio_${index}`,
    });
    return `    include ${file};\n`;
  });
  const config = path.join(folder, 'nginx.conf');
  writeFileSync(
    config,
    [
      `load_module ${BROTLI_STATIC};`,
      // As root the workers would otherwise be `nobody`, who cannot reach the pools' sockets.
      process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
      'daemon off;',
      'worker_processes 2;',
      `pid ${path.join(folder, 'nginx.pid')};`,
      `error_log ${path.join(folder, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    sendfile on;',
      '    tcp_nopush on;',
      '    keepalive_timeout 65;',
      `    access_log ${path.join(folder, 'access.log')};`,
      ...['body', 'fastcgi', 'proxy', 'scgi', 'uwsgi'].map((temp) => `    ${temp === 'body' ? 'client_body' : temp}_temp_path ${path.join(folder, temp)};`),
      ...upstreams,
      ...includes,
      '}',
      '',
    ].join('\n'),
  );
  const server = start('nginx', 'nginx', ['-p', folder, '-e', path.join(folder, 'error.log'), '-c', config], path.join(folder, 'nginx.out'));
  const [first] = sites;
  await waitFor(server, async () => {
    try {
      return first !== undefined && (await fetch(`http://127.0.0.1:${first.port}/`)).status < 500;
    } catch {
      return false;
    }
  });
}
