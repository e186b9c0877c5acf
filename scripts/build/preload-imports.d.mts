/** esbuild's metafile, as far as the preload rewrite reads it. */
export interface PreloadMetafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string; external?: boolean }[] }>;
}

export function staticClosure(metafile: PreloadMetafile, file: string): Set<string>;
export function preloadLazyImport(metafile: PreloadMetafile, root: string, source?: string): Promise<void>;
export const NONCE_SELECTOR: string;
