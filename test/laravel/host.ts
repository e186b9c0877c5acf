import path from 'node:path';

/**
 * Where the Laravel host of the journeys runs: the port after the demo's three
 * (TEST_PORT_BASE lets checkouts run side by side) and a database of its own, made fresh
 * by the web server at each run.
 */
export const HOST_PORT = Number(process.env.TEST_PORT_BASE ?? 4173) + 3;
export const HOST_URL = `http://127.0.0.1:${HOST_PORT}`;
// Playwright runs from the repository's root.
export const HOST_DIR = path.resolve('host');
export const DATABASE = path.join(HOST_DIR, 'storage', `journeys-${HOST_PORT}.sqlite`);
