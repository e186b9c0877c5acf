<?php

namespace App\Backup;

use Symfony\Component\Process\Process;

/**
 * The archive is a gzip-compressed tar, written and read by GNU tar (Debian's `tar`, on every
 * machine): an operator can list it (`tar -tzf`) or take one file out of it without the site.
 */
final class Tar
{
    /**
     * Writes `$archive` from `$members` of `$folder`, in that order, folders' contents sorted by
     * name; owners left out (a restore's files are its user's).
     *
     * @param  list<string>  $members
     */
    public static function create(string $archive, string $folder, array $members): void
    {
        self::run(
            ['tar', '--create', '--gzip', '--file='.$archive, '--directory='.$folder, '--sort=name', '--owner=0', '--group=0', '--numeric-owner', '--', ...$members],
            fn (string $output) => new BackupRefused("No backup written: tar could not write $archive ($output)."),
        );
    }

    /**
     * Extracts `$archive` into `$folder`: owners and permissions of this user (`--no-same-owner`,
     * `--no-same-permissions`), never outside the folder (GNU tar refuses `..` and absolute
     * names). An archive tar cannot read to its end is refused as damaged.
     */
    public static function extract(string $archive, string $folder): void
    {
        self::run(
            ['tar', '--extract', '--gzip', '--file='.$archive, '--directory='.$folder, '--no-same-owner', '--no-same-permissions', '--delay-directory-restore'],
            fn (string $output) => BackupRefused::damaged($archive, "it cannot be read to its end ($output)"),
        );
    }

    /**
     * @param  list<string>  $command
     * @param  callable(string): BackupRefused  $failure  the refusal, given tar's own words
     */
    private static function run(array $command, callable $failure): void
    {
        $process = new Process($command);
        $process->setTimeout(null);
        $process->run();
        if (! $process->isSuccessful()) {
            throw $failure(self::reason($process->getErrorOutput().$process->getOutput(), (int) $process->getExitCode()));
        }
    }

    /**
     * tar's and gzip's words, gzip's first (they say what is wrong with the bytes; the two
     * programs write at once, in either order), without tar's lines that only say it stopped.
     */
    private static function reason(string $output, int $exit): string
    {
        $lines = array_values(array_unique(array_filter(
            array_map('trim', explode("\n", $output)),
            fn (string $line) => $line !== '' && ! preg_match('/Child returned status|Error is not recoverable|Exiting with failure status/', $line),
        )));
        usort($lines, fn (string $a, string $b) => (int) ! str_starts_with($a, 'gzip:') <=> (int) ! str_starts_with($b, 'gzip:'));

        return $lines === [] ? "exit $exit" : implode('; ', array_slice($lines, 0, 3));
    }
}
