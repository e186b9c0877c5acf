import { readFileSync } from 'node:fs';
import path from 'node:path';
import { closure } from '../../scripts/build/closure.mjs';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The build's Vite-shaped manifest (the tests run after `node build.mjs`). */
export function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.resolve('dist/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** Every file a chunk needs: itself and its static imports, recursively. */
export function staticClosure(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const fileOf = (entry: string) => {
    const chunk = manifest[entry];
    if (chunk === undefined) throw new Error(`no chunk ${entry}`);
    return chunk.file;
  };
  return new Set([fileOf(key), ...[...closure(key, (entry) => manifest[entry]?.imports ?? [])].map(fileOf)]);
}
