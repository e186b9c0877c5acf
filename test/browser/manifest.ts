import { readFileSync } from 'node:fs';
import path from 'node:path';

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
export function staticClosure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`no chunk ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}
