/** A part of the tests that needs Debian's packages: the browser tests, or the Laravel host's. */
export type Part = 'browser' | 'laravel';

/** What shows a package is installed: a file, PHP answering, or one of PHP's extensions loaded. */
export type Proof = { file: string } | { php: 'runs' } | { phpExtension: string };

export interface DebianPackage {
  name: string;
  part: Part;
  /** What the package brings, as a message names it. */
  what: string;
  proof: Proof;
}

/** The machine, as far as the plan reads it. */
export interface MachineFacts {
  /** The process's user id; null where there is none (Windows). */
  uid: number | null;
  /** apt-get runs: a Debian (or Debian-like) machine. */
  aptGet: boolean;
  /** apt has package lists (a fresh image has none until `apt-get update`). */
  aptLists: boolean;
  /** CHROMIUM_PATH, when set. */
  chromiumPath: string | undefined;
  /** The files of `filesToCheck(chromiumPath)` that exist. */
  files: readonly string[];
  /** PHP's loaded extensions; null when `php` does not run. */
  phpExtensions: readonly string[] | null;
}

export interface DebianPlan {
  /** Per part, the packages it lacks, in the list's order. */
  missing: Record<Part, string[]>;
  /** Every package lacking, browser's first. */
  packages: string[];
  /** The one line said before installing; null when nothing is installed. */
  notice: string | null;
  /** apt-get update before the install (there are no package lists). */
  update: boolean;
  /** The install's argv, run as root with APT_ENV; null when nothing is installed here. */
  install: string[] | null;
  /** Per part: null when it can run, else what is missing and the command that installs it. */
  problems: Record<Part, string | null>;
}

export const DEBIAN_CHROMIUM: string;
export const PARTS: readonly Part[];
export const DEBIAN_PACKAGES: readonly DebianPackage[];
export const APT_UPDATE: string[];
export const APT_ENV: { DEBIAN_FRONTEND: string };

export function packagesOf(part: Part): string[];
export function filesToCheck(chromiumPath: string | undefined): string[];
export function manualCommand(facts: MachineFacts, packages: string[]): string;
export function planDebianPackages(facts: MachineFacts, options?: { parts?: readonly Part[]; tried?: boolean }): DebianPlan;
export function installWith(plan: DebianPlan, run: (argv: readonly string[]) => boolean): boolean;
