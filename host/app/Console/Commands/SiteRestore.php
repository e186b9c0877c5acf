<?php

namespace App\Console\Commands;

use App\Backup\BackupRefused;
use App\Backup\DatabaseCopy;
use App\Backup\Manifest;
use App\Backup\Tar;
use App\Backup\Uploads;
use Illuminate\Console\Command;
use Illuminate\Console\ConfirmableTrait;
use Illuminate\Filesystem\Filesystem;
use Illuminate\Support\Facades\DB;

/**
 * `php artisan site:restore {path}`: the site as a `site:backup` archive holds it
 * (docs/laravel-host.md, "Backups"). First the whole archive is checked, before anything is
 * touched: its `.sha256` beside it when there is one, then every file against the manifest
 * (a file missing, added, or not the one it names, and the archive is refused in so many
 * words); the backup's database must be of this site's kind and of a schema this release
 * knows. Then the database's tables are all dropped and the dump's created and filled (one
 * client session), the uploads' folder replaced by the archive's (prepared beside it, then
 * renamed into place), and the cache emptied (it holds what was read from the old database).
 * In production it asks first, unless --force.
 */
class SiteRestore extends Command
{
    use ConfirmableTrait;

    protected $signature = 'site:restore {path : The archive site:backup wrote}
        {--force : Restore in production without asking}';

    protected $description = 'Restore the database and the uploads from a site:backup archive, once every file of it is checked against its manifest';

    public function handle(Filesystem $files): int
    {
        $started = microtime(true);
        $path = (string) $this->argument('path');
        $staging = null;
        try {
            $archive = realpath($path);
            if ($archive === false || ! is_file($archive)) {
                throw BackupRefused::nothingChanged("Not restored: there is no archive at $path.");
            }
            $copy = DatabaseCopy::of(DB::connection());
            $copy->ready();
            $root = rtrim((string) config('filesystems.disks.public.root'), '/');

            if (is_file($archive.'.sha256')) {
                $expected = strtok((string) file_get_contents($archive.'.sha256'), " \n");
                if (! hash_equals((string) $expected, (string) hash_file('sha256', $archive))) {
                    throw BackupRefused::damaged($archive, 'its SHA-256 is not the one in '.basename($archive).'.sha256 beside it (it changed since it was written)');
                }
            }
            $staging = Uploads::staging($root);
            Tar::extract($archive, $staging);
            $manifest = Manifest::verify($staging, $archive);
            $this->checkDatabase($manifest, $copy, $archive);
            $this->line($this->describe($manifest, $archive).$this->since($started));
            $this->checkKey($manifest);

            if (! $this->confirmToProceed('This replaces every table of the database and every upload of '.config('app.url').' with the backup\'s.')) {
                throw BackupRefused::nothingChanged('Not restored: not confirmed (--force restores without asking).');
            }

            $step = microtime(true);
            $tables = $copy->load($staging.'/'.$copy->file(), $staging);
            $this->line("Database restored: $tables tables (those there before dropped).".$this->since($step));
            $step = microtime(true);
            $fresh = $staging.'/'.Uploads::FOLDER;
            if (! is_dir($fresh)) {
                $files->makeDirectory($fresh, 0755);
            }
            Uploads::replace($root, $fresh);
            $uploads = count(array_filter($manifest['files'], fn (array $file) => str_starts_with($file['path'], Uploads::FOLDER.'/')));
            $this->line(sprintf('Uploads restored: %s in %s (the folder there before replaced).', SiteBackup::count($uploads, 'file'), $root).$this->since($step));
            $this->restoreVideos($manifest, $staging);
            $this->callSilently('cache:clear');
            $this->line('Cache emptied (sessions kept).');
            $this->pendingMigrations();
        } catch (BackupRefused $refused) {
            $this->error($refused->getMessage());

            return self::FAILURE;
        } finally {
            if ($staging !== null) {
                $files->deleteDirectory($staging);
            }
        }
        $this->info(sprintf('Restored in %.1f s.', microtime(true) - $started));

        return self::SUCCESS;
    }

    /**
     * A backup goes back into the kind of database it was taken from, and only into a release
     * that knows its schema (its newest migration is one of this release's).
     *
     * @param  array<string, mixed>  $manifest
     */
    private function checkDatabase(array $manifest, DatabaseCopy $copy, string $archive): void
    {
        $database = $manifest['database'] ?? null;
        if (! is_array($database) || ($database['file'] ?? null) !== $copy->file()) {
            $driver = is_array($database) ? (string) ($database['driver'] ?? '?') : '?';
            throw BackupRefused::nothingChanged("Not restored: $archive holds a $driver database, and this site's is ".DB::connection()->getDriverName().': a backup goes back into the kind of database it was taken from.');
        }
        $schema = $database['schema'] ?? null;
        if (is_string($schema) && ! array_key_exists($schema, $this->migrationFiles())) {
            throw BackupRefused::nothingChanged("Not restored: the backup's database has run the migration $schema, which this release does not have (it was taken by a newer release: deploy that one, then restore).");
        }
    }

    /** @param  array<string, mixed>  $manifest */
    private function checkKey(array $manifest): void
    {
        $then = $manifest['app_key_check'] ?? null;
        $now = SiteBackup::keyCheck();
        if (is_string($then) && $now !== null && ! hash_equals($then, $now)) {
            $this->warn("This site's APP_KEY is not the one the backup was taken with: every session and remember-me cookie of then is void (everyone logs in again), and any value encrypted with the old key is unreadable. Put the old key back in .env if you have it (docs/laravel-host.md, \"Backups\").");
        }
    }

    /** @param  array<string, mixed>  $manifest */
    private function describe(array $manifest, string $archive): string
    {
        $app = is_array($manifest['app'] ?? null) ? $manifest['app'] : [];
        $files = is_array($manifest['files']) ? $manifest['files'] : [];

        return sprintf(
            'Checked %s: taken %s by %s %s (Laravel %s); %s, each as its manifest says (SHA-256).',
            $archive,
            (string) ($manifest['created_at'] ?? '?'),
            (string) ($app['name'] ?? '?'),
            (string) ($app['version'] ?? '(no version)'),
            (string) ($app['laravel'] ?? '?'),
            SiteBackup::count(count($files), 'file'),
        );
    }

    /**
     * The videos' folder, as the uploads'; an archive taken before videos were backed up has
     * none, and the folder is left as it is.
     *
     * @param  array<string, mixed>  $manifest
     */
    private function restoreVideos(array $manifest, string $staging): void
    {
        $root = rtrim((string) config('filesystems.disks.videos.root'), '/');
        if (! is_array($manifest['videos'] ?? null)) {
            $this->warn("The backup holds no videos (taken before they were backed up): $root is left as it is.");

            return;
        }
        $step = microtime(true);
        $fresh = $staging.'/'.Uploads::VIDEOS;
        if (! is_dir($fresh)) {
            mkdir($fresh, 0755);
        }
        Uploads::replace($root, $fresh);
        $videos = count(array_filter($manifest['files'], fn (array $file) => str_starts_with($file['path'], Uploads::VIDEOS.'/')));
        $this->line(sprintf('Videos restored: %s in %s (the folder there before replaced).', SiteBackup::count($videos, 'file'), $root).$this->since($step));
    }

    /** " (0.4 s)": the time since `$start`. */
    private function since(float $start): string
    {
        return sprintf(' (%.1f s)', microtime(true) - $start);
    }

    /** The migrations this release has, by name: the application's and those packages load. */
    private function migrationFiles(): array
    {
        $migrator = $this->laravel->make('migrator');

        return $migrator->getMigrationFiles([$this->laravel->databasePath('migrations'), ...$migrator->paths()]);
    }

    private function pendingMigrations(): void
    {
        $repository = $this->laravel->make('migrator')->getRepository();
        $ran = $repository->repositoryExists() ? $repository->getRan() : [];
        $pending = array_diff(array_keys($this->migrationFiles()), $ran);
        if ($pending !== []) {
            $this->warn(count($pending).' migration(s) of this release are newer than the backup: run `php artisan migrate --force` now.');
        }
    }
}
