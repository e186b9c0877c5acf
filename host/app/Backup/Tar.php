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
            $output = trim($process->getErrorOutput().$process->getOutput());
            $lines = array_values(array_filter(array_map('trim', explode("\n", $output))));
            throw $failure($lines === [] ? 'exit '.$process->getExitCode() : implode('; ', array_slice($lines, 0, 3)));
        }
    }
}
