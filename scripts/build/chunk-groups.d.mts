import type { PreloadMetafile } from './preload-imports.mjs';

export const FILE_COST: number;

export function planChunkGroups(
  metafile: PreloadMetafile,
  options: {
    sizeOf: (file: string) => number;
    isWidget: (entryPoint: string) => boolean;
    isAdmin: (file: string) => boolean;
    mountSource: string;
    fileCost?: number;
  },
): { groups: string[][]; entries: string[] };
