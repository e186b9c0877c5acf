// `npm run release`: the gate before a version is tagged. The bundle and the host package are
// released together under one version (CHANGELOG.md, UPGRADING.md), so it checks, in this order:
//   1. the versions agree: package.json, package-lock.json and the host package's composer.json;
//   2. CHANGELOG.md keeps an [Unreleased] section and has the version's, dated, with only Keep a
//      Changelog's kinds of change; when that section sends hosts to UPGRADING.md, UPGRADING.md
//      has a section for the version (and the other way round);
//   3. the tag `v<version>` is not taken and nothing tracked is left uncommitted;
// then runs the production build and `npm test` (every test: a version is what hosts deploy, so
// there is no flag to skip them; `npm test` runs step 1 and 2 too, test/unit/release.test.ts).
// It tags nothing: it prints the commands that do, for whoever releases.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The files the checks read, as paths from the root. */
export const RELEASE_FILES = {
  packageJson: 'package.json',
  packageLock: 'package-lock.json',
  composerJson: 'host/packages/site-widgets/composer.json',
  changelog: 'CHANGELOG.md',
  upgrading: 'UPGRADING.md',
};

/** @typedef {Record<keyof typeof RELEASE_FILES, string>} ReleaseTexts the files' texts, by name */

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?$/;
const CHANGE_KINDS = new Set(['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security']);

/**
 * A JSON file's `version` at `keys` (`['packages', '', 'version']`), or a problem.
 * @param {string} text @param {string} file @param {string[]} keys
 * @returns {{ version: string } | { problem: string }}
 */
function versionIn(text, file, keys) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `${file} is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  for (const key of keys) value = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  return typeof value === 'string' ? { version: value } : { problem: `${file} has no ${keys.map((key) => JSON.stringify(key)).join(' → ')}` };
}

/**
 * The `## [name] - date` sections of a changelog, each with its text up to the next one.
 * @param {string} changelog
 */
export function changelogSections(changelog) {
  const headings = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\S+))?[ \t]*$/gm)];
  return headings.map((match, index) => ({
    name: match[1] ?? '',
    date: match[2],
    body: changelog.slice((match.index ?? 0) + match[0].length, headings[index + 1]?.index ?? changelog.length),
  }));
}

/** @param {string} version */
const escaped = (version) => version.replaceAll('.', '\\.');

/**
 * What keeps `texts` from being released: an empty list when nothing does.
 * @param {ReleaseTexts} texts
 * @returns {{ version: string | undefined, problems: string[] }}
 */
export function releaseProblems(texts) {
  const problems = [];
  const own = versionIn(texts.packageJson, RELEASE_FILES.packageJson, ['version']);
  if ('problem' in own) return { version: undefined, problems: [own.problem] };
  const { version } = own;
  if (!SEMVER.test(version)) problems.push(`${RELEASE_FILES.packageJson}: "${version}" is not a semantic version (major.minor.patch)`);

  // 1. One version for the bundle and the host package.
  const others = [
    versionIn(texts.packageLock, RELEASE_FILES.packageLock, ['version']),
    versionIn(texts.packageLock, `${RELEASE_FILES.packageLock} (packages[""])`, ['packages', '', 'version']),
    versionIn(texts.composerJson, RELEASE_FILES.composerJson, ['version']),
  ];
  const names = [RELEASE_FILES.packageLock, `${RELEASE_FILES.packageLock} (packages[""])`, RELEASE_FILES.composerJson];
  others.forEach((other, index) => {
    if ('problem' in other) problems.push(other.problem);
    else if (other.version !== version) problems.push(`${names[index]} says ${other.version}, ${RELEASE_FILES.packageJson} says ${version}`);
  });

  // 2. The changelog: [Unreleased] first, then the version's own section, dated.
  const sections = changelogSections(texts.changelog);
  if (sections[0]?.name !== 'Unreleased') problems.push(`${RELEASE_FILES.changelog}: the first section must be "## [Unreleased]" (changes land there)`);
  const section = sections.find((candidate) => candidate.name === version);
  if (section === undefined) {
    problems.push(`${RELEASE_FILES.changelog} has no section "## [${version}] - YYYY-MM-DD"`);
  } else if (section.date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(section.date) || Number.isNaN(Date.parse(section.date))) {
    problems.push(`${RELEASE_FILES.changelog}: the section of ${version} has no release date (## [${version}] - YYYY-MM-DD)`);
  }
  for (const kind of texts.changelog.matchAll(/^### (.+?)[ \t]*$/gm)) {
    if (!CHANGE_KINDS.has(kind[1] ?? ''))
      problems.push(`${RELEASE_FILES.changelog}: "### ${kind[1]}" is not a kind of change (${[...CHANGE_KINDS].join(', ')})`);
  }

  // What hosts must change: the changelog's section sends them to UPGRADING.md exactly when it has the version's section.
  const upgradeSection = new RegExp(`^## .*(?<![\\d.])${escaped(version)}(?![\\d.])`, 'm').test(texts.upgrading);
  const sendsThere = section !== undefined && section.body.includes(RELEASE_FILES.upgrading);
  if (sendsThere && !upgradeSection)
    problems.push(`${RELEASE_FILES.changelog} sends hosts to ${RELEASE_FILES.upgrading} for ${version}, which has no "## " section naming it`);
  if (upgradeSection && section !== undefined && !sendsThere)
    problems.push(`${RELEASE_FILES.upgrading} has a section for ${version}: its changelog section must link to it`);
  return { version, problems };
}

/** @returns {ReleaseTexts} */
export function readReleaseTexts(root = ROOT) {
  /** @type {Record<string, string>} */
  const texts = {};
  for (const [name, file] of Object.entries(RELEASE_FILES)) texts[name] = readFileSync(path.join(root, file), 'utf8');
  return /** @type {ReleaseTexts} */ (texts);
}

/** @param {string} command @param {string[]} args */
function run(command, args) {
  console.log(`\n── ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status === 0;
}

/** @param {string[]} args */
function git(args) {
  return spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
}

function main() {
  if (process.argv.length > 2) {
    console.error('usage: npm run release (no options: it checks, builds and runs every test)');
    return 1;
  }
  const { version, problems } = releaseProblems(readReleaseTexts());
  if (version !== undefined && git(['rev-parse', '--verify', '--quiet', `refs/tags/v${version}`]).status === 0) {
    problems.push(`the tag v${version} exists already: raise the version`);
  }
  if (git(['status', '--porcelain', '--untracked-files=no']).stdout.trim() !== '') problems.push('tracked files have uncommitted changes: commit them first');
  if (problems.length > 0) {
    console.error(`Not ready to release ${version ?? ''}:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    return 1;
  }
  console.log(`${version}: the versions agree, CHANGELOG.md and UPGRADING.md have it.`);
  if (!run('node', ['build.mjs']) || !run('npm', ['test'])) {
    console.error(`\nNot ready to release ${version}: the build or a test failed (above).`);
    return 1;
  }
  console.log(`\nReady. Tag and publish ${version}:\n  git tag -a v${version} -m "${version}"\n  git push origin v${version}`);
  return 0;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
