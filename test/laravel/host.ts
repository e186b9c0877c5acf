import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the Laravel host of the journeys runs. Development mode (playwright.laravel.config.ts):
 * PHP's server on the port after the demo's three (TEST_PORT_BASE lets checkouts run side by
 * side) and a SQLite database of its own, made fresh by the web server at each run.
 * Production mode (playwright.production.config.ts sets JOURNEY_MODE=production): nginx, two
 * app servers, MariaDB and Redis (scripts/laravel/production.mjs) on the four ports after.
 */
const PRODUCTION = process.env.JOURNEY_MODE === 'production';
const PORT_BASE = Number(process.env.TEST_PORT_BASE ?? 4173);
export const HOST_PORT = PORT_BASE + (PRODUCTION ? 4 : 3);
export const HOST_URL = `http://127.0.0.1:${HOST_PORT}`;
/** Production mode: the faults' control (scripts/laravel/production/faults.mjs). */
export const FAULTS_URL = `http://127.0.0.1:${HOST_PORT + 5}`;
/** Production mode: app server A alone, then B alone (the same nginx site, one upstream each). */
export const APP_SERVER_URLS = [1, 2].map((offset) => `http://127.0.0.1:${HOST_PORT + offset}`);
// Playwright runs from the repository's root.
export const HOST_DIR = path.resolve('host');
export const DATABASE = path.join(HOST_DIR, 'storage', `journeys-${HOST_PORT}.sqlite`);

/** What production.mjs tells the journeys of its run (RUN_FILE in its folder). */
interface ProductionRun {
  dsn: string;
  username: string;
  password: string;
  uploads: string;
  videos: string;
  /**
   * Each app server's own storage folder (Laravel's storage/: its logs, compiled views) and the
   * environment its PHP-FPM pool gives PHP (where its .env and config cache are).
   */
  servers: { name: string; storage: string; env: Record<string, string> }[];
}

/** Production mode: the folder of the run, where production.mjs writes everything. */
export const PRODUCTION_FOLDER = path.join(tmpdir(), `sitio-production-${HOST_PORT}`);

let productionRun: ProductionRun | undefined;

function readProductionRun(): ProductionRun {
  productionRun ??= JSON.parse(readFileSync(path.join(PRODUCTION_FOLDER, 'journeys.json'), 'utf8')) as ProductionRun;
  return productionRun;
}

/** How PDO reaches the journeys' database: the DSN, user and password. */
export function databaseConnection(): [dsn: string, username: string, password: string] {
  if (!PRODUCTION) return [`sqlite:${DATABASE}`, '', ''];
  const { dsn, username, password } = readProductionRun();
  return [dsn, username, password];
}

/** Production mode: each app server's name, own storage folder and environment. */
export function appServers(): ProductionRun['servers'] {
  return readProductionRun().servers;
}

/** The folder where the host stores uploads (the public disk). */
export function uploadsFolder(): string {
  return PRODUCTION ? readProductionRun().uploads : path.join(HOST_DIR, 'storage/app/public');
}

/** The folder of the posts' videos (the `videos` disk). */
export function videosFolder(): string {
  return PRODUCTION ? readProductionRun().videos : path.join(HOST_DIR, 'storage/app/videos');
}
