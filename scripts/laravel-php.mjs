// What the Laravel host needs from the machine: PHP with SQLite, and Laravel from
// Debian's packages (no Composer). One line says what to install when something is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PHP_PACKAGES = 'php-cli php-laravel-framework php-sqlite3';
export const LARAVEL_AUTOLOAD = '/usr/share/php/Illuminate/autoload.php';

/** Null when the host can run here, else the one line that says what to install. */
export function missingPhp() {
  const php = spawnSync('php', ['-r', 'echo extension_loaded("pdo_sqlite") ? "ok" : "no sqlite";'], { encoding: 'utf8' });
  const ready = php.status === 0 && php.stdout === 'ok' && existsSync(LARAVEL_AUTOLOAD);
  return ready ? null : `PHP, its SQLite driver or Laravel is missing; as root: apt-get install ${PHP_PACKAGES}`;
}
