import path from 'node:path';
import { changelogSections, readReleaseTexts, releaseProblems } from '../../scripts/release.mjs';

/**
 * `npm run release` (scripts/release.mjs) refuses a version the files disagree on, or one the
 * changelog or the upgrade guide leaves out; the repository itself is always in a releasable
 * state for its own version.
 */

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A repository at `version` whose files all agree, with `changes` overriding some of them. */
function release(version: string, changes: Partial<ReturnType<typeof readReleaseTexts>> = {}) {
  return {
    packageJson: json({ name: 'site-widgets', version, private: true }),
    packageLock: json({ name: 'site-widgets', version, lockfileVersion: 3, packages: { '': { name: 'site-widgets', version } } }),
    composerJson: json({ name: 'site-widgets/laravel', version, type: 'library' }),
    changelog: [
      '# Changelog',
      '',
      '## [Unreleased]',
      '',
      `## [${version}] - 2026-12-01`,
      '',
      '### Added',
      '',
      '- `data-widget-load="idle"`.',
      '',
      '### Changed',
      '',
      '- What a template must change: [UPGRADING.md](UPGRADING.md).',
      '',
      '## [1.0.0] - 2026-11-27',
      '',
      '### Added',
      '',
      '- Everything.',
      '',
    ].join('\n'),
    upgrading: ['# Upgrading', '', `## Upgrading to ${version} from 1.0.0`, '', '- Rename the thing.', ''].join('\n'),
    ...changes,
  };
}

test('a repository whose versions agree, with the version in the changelog and the upgrade guide, is ready', () => {
  expect(releaseProblems(release('1.1.0'))).toEqual({ version: '1.1.0', problems: [] });
});

test('the bundle, its lock file and the host package must carry the same version', () => {
  const texts = release('1.1.0', {
    composerJson: json({ name: 'site-widgets/laravel', version: '1.0.0' }),
    packageLock: json({ version: '1.1.0', packages: { '': { version: '1.0.9' } } }),
  });
  expect(releaseProblems(texts).problems).toEqual([
    'package-lock.json (packages[""]) says 1.0.9, package.json says 1.1.0',
    'host/packages/site-widgets/composer.json says 1.0.0, package.json says 1.1.0',
  ]);
  expect(releaseProblems(release('1.1.0', { composerJson: json({ name: 'site-widgets/laravel' }) })).problems).toEqual([
    'host/packages/site-widgets/composer.json has no "version"',
  ]);
});

test('a version must be major.minor.patch', () => {
  const texts = release('1.1', {});
  expect(releaseProblems(texts).problems).toContain('package.json: "1.1" is not a semantic version (major.minor.patch)');
});

test('the changelog must have a dated section for the version, under [Unreleased]', () => {
  const base = release('1.1.0');
  const missing = { ...base, changelog: base.changelog.replace('## [1.1.0] - 2026-12-01', '## [1.0.1] - 2026-12-01') };
  expect(releaseProblems(missing).problems).toEqual(['CHANGELOG.md has no section "## [1.1.0] - YYYY-MM-DD"']);

  const undated = { ...base, changelog: base.changelog.replace('## [1.1.0] - 2026-12-01', '## [1.1.0]') };
  expect(releaseProblems(undated).problems).toEqual(['CHANGELOG.md: the section of 1.1.0 has no release date (## [1.1.0] - YYYY-MM-DD)']);

  const noUnreleased = { ...base, changelog: base.changelog.replace('## [Unreleased]\n\n', '') };
  expect(releaseProblems(noUnreleased).problems).toEqual(['CHANGELOG.md: the first section must be "## [Unreleased]" (changes land there)']);

  const oddKind = { ...base, changelog: base.changelog.replace('### Changed', '### Improvements') };
  expect(releaseProblems(oddKind).problems).toEqual([expect.stringContaining('"### Improvements" is not a kind of change')]);
});

test('a changelog section that sends hosts to UPGRADING.md needs the version there, and a version there needs the link', () => {
  const base = release('1.1.0');
  expect(releaseProblems({ ...base, upgrading: '# Upgrading\n\n## Upgrading to 1.0.0\n' }).problems).toEqual([
    'CHANGELOG.md sends hosts to UPGRADING.md for 1.1.0, which has no "## " section naming it',
  ]);
  // 1.1.0 is not 1.1.01 nor 11.1.0.
  expect(releaseProblems({ ...base, upgrading: '# Upgrading\n\n## Upgrading to 11.1.0\n' }).problems).toHaveLength(1);
  const unlinked = { ...base, changelog: base.changelog.replace('[UPGRADING.md](UPGRADING.md)', 'the guide') };
  expect(releaseProblems(unlinked).problems).toEqual(['UPGRADING.md has a section for 1.1.0: its changelog section must link to it']);
  // A version with nothing for hosts to do has neither.
  expect(releaseProblems({ ...unlinked, upgrading: '# Upgrading\n' }).problems).toEqual([]);
});

test("the changelog's sections, each with its date and text", () => {
  expect(
    changelogSections('# C\n\n## [Unreleased]\n\n- a\n\n## [1.0.0] - 2026-11-27\n\n- b\n').map(({ name, date, body }) => [name, date, body.trim()]),
  ).toEqual([
    ['Unreleased', undefined, '- a'],
    ['1.0.0', '2026-11-27', '- b'],
  ]);
});

test('the repository is ready to release its own version: the versions agree, the changelog and the upgrade guide have it', () => {
  const { version, problems } = releaseProblems(readReleaseTexts(path.resolve(__dirname, '../..')));
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(problems).toEqual([]);
});
