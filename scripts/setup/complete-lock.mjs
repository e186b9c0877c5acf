// The npm registry this project installs from serves only some platforms' builds of
// native packages (no darwin or win32 binaries of @swc/core, for instance). `npm
// install` then leaves those optional dependencies out of package-lock.json, and
// `npm ci` refuses the lock as out of sync. This adds the missing optional entries,
// marked with their os/cpu, so `npm ci` skips them on this platform instead.
// Run it after any `npm install` that changes the lock: `node scripts/setup/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'loong64', 'riscv64', 'wasm32', 'mips64el'];

/** @type {{ packages: Record<string, { version?: string, dev?: boolean, optional?: boolean, optionalDependencies?: Record<string, string>, cpu?: string[], os?: string[] }> }} */
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    // The package's own name, without its scope: `@swc/core-darwin-arm64` → core, darwin, arm64.
    const tokens = (name.split('/').pop() ?? name).split('-');
    const os = OSES.find((value) => tokens.includes(value) || (value === 'win32' && tokens.includes('win')));
    const cpu = CPUS.find((value) => tokens.includes(value) || (value === 'arm' && tokens.includes('eabi')));
    if (!os && !cpu) continue;
    lock.packages[hoisted] = {
      version: spec.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
