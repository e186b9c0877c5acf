import type { Page } from 'playwright-core';

export interface BundleBytes {
  files: { file: string; gzip: number }[];
  gzip: number;
}

export function gzipSize(file: string): number;
export function bundleBytes(page: Page, url: string, settled?: (page: Page) => Promise<unknown>): Promise<BundleBytes>;
export function reactFloorBytes(): number;
export const BUDGETS: { noPlaceholderBytes: number; oneFaqRatio: number; fullPublicRatio: number; adminRatio: number };
