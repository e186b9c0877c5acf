<?php

namespace App\Console\Commands;

use App\Backup\BackupRefused;
use App\Backup\DatabaseCopy;
use App\Backup\Manifest;
use App\Backup\Tar;
use App\Backup\Uploads;
use Illuminate\Console\Command;
use Illuminate\Filesystem\Filesystem;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

/**
 * `php artisan site:backup {path}`: everything the site would miss, in one archive
 * (docs/laravel-host.md, "Backups"): the database, dumped at one consistent moment while
 * editors go on saving, the uploads' folder and the videos' (the `videos` disk), with a manifest of every file's SHA-256, the
 * time and the release. What it does not hold: the .env's secrets (APP_KEY, the passwords),
 * kept apart on purpose. The archive appears under its name only once whole (written as
 * `….partial` beside it, then renamed), readable by this user only, with its own SHA-256 in
 * `<archive>.sha256` (`sha256sum -c` reads it) for the copies kept elsewhere.
 */
class SiteBackup extends Command
{
    protected $signature = 'site:backup {path : A folder (the archive is named after the time, in UTC) or the archive\'s own name, ending in .tar.gz}';

    protected $description = 'Back up the database (a consistent dump while the site runs) and the uploads into one archive with a manifest of SHA-256s';

    public function handle(Filesystem $files): int
    {
        $started = microtime(true);
        $staging = null;
        $partial = null;
        try {
            $copy = DatabaseCopy::of(DB::connection());
            $copy->ready();
            $root = rtrim((string) config('filesystems.disks.public.root'), '/');
            $archive = $this->archivePath((string) $this->argument('path'), [$root, (string) config('filesystems.disks.videos.root')]);
            $staging = dirname($archive).'/.'.basename($archive).'.work-'.bin2hex(random_bytes(6));
            $files->makeDirectory($staging, 0700);
            chmod($staging, 0700);

            $takenAt = now('UTC');
            $schema = $copy->schema();
            foreach ($copy->dump($staging.'/'.$copy->file(), $staging) as $warning) {
                $this->warn($warning);
            }
            $uploads = Uploads::copy($root, $staging.'/'.Uploads::FOLDER);
            foreach ($uploads['skipped'] as $skipped) {
                $this->warn("Left out of the backup: $root/$skipped is not a file (a link?).");
            }
            $videosRoot = rtrim((string) config('filesystems.disks.videos.root'), '/');
            $videos = Uploads::copy($videosRoot, $staging.'/'.Uploads::VIDEOS, Uploads::VIDEOS);
            foreach ($videos['skipped'] as $skipped) {
                $this->warn("Left out of the backup: $videosRoot/$skipped is not a file (a link?).");
            }
            $database = Manifest::entry($staging, $copy->file());
            $uploadBytes = array_sum(array_column($uploads['files'], 'size'));
            $videoBytes = array_sum(array_column($videos['files'], 'size'));
            Manifest::write($staging, [
                'created_at' => $takenAt->format('Y-m-d\TH:i:s.v\Z'),
                'app' => [
                    'name' => config('app.name'),
                    'version' => config('app.version'),
                    'environment' => $this->laravel->environment(),
                    'url' => config('app.url'),
                    'laravel' => $this->laravel->version(),
                    'php' => PHP_VERSION,
                ],
                'database' => $copy->describe() + ['file' => $copy->file(), 'size' => $database['size'], 'sha256' => $database['sha256'], 'schema' => $schema],
                'uploads' => ['folder' => Uploads::FOLDER, 'files' => count($uploads['files']), 'bytes' => $uploadBytes],
                'videos' => ['folder' => Uploads::VIDEOS, 'files' => count($videos['files']), 'bytes' => $videoBytes],
                // Not the key: a keyed hash of a fixed text, so a restore can tell whether its
                // APP_KEY is the one the site had (sessions and encrypted values depend on it).
                'app_key_check' => self::keyCheck(),
                'secrets' => 'Not in this archive: the .env (APP_KEY, the passwords). Keep it apart, as docs/laravel-host.md ("Backups") says.',
            ], [$database, ...$uploads['files'], ...$videos['files']]);

            $partial = $archive.'.partial';
            Tar::create($partial, $staging, [Manifest::FILE, $copy->file(), Uploads::FOLDER, Uploads::VIDEOS]);
            chmod($partial, 0600);
            if (! @rename($partial, $archive)) {
                throw new BackupRefused("No backup written: $partial could not be renamed to $archive.");
            }
            $partial = null;
            $sha256 = (string) hash_file('sha256', $archive);
            file_put_contents($archive.'.sha256', $sha256.'  '.basename($archive)."\n");
        } catch (BackupRefused $refused) {
            $this->error($refused->getMessage());

            return self::FAILURE;
        } finally {
            if ($staging !== null) {
                $files->deleteDirectory($staging);
            }
            if ($partial !== null) {
                @unlink($partial);
            }
        }

        $this->info(sprintf(
            'Backup written: %s (%s: the database %s, %s %s, %s %s) in %.1f s.',
            $archive,
            self::size((int) filesize($archive)),
            self::size($database['size']),
            self::count(count($uploads['files']), 'upload'),
            self::size($uploadBytes),
            self::count(count($videos['files']), 'video'),
            self::size($videoBytes),
            microtime(true) - $started,
        ));
        $this->line("SHA-256 $sha256 (also in $archive.sha256).");
        $this->line('Not in it: the .env (APP_KEY, passwords). Keep that apart; without APP_KEY every session and encrypted value is lost.');

        return self::SUCCESS;
    }

    /** A keyed hash of a fixed text under APP_KEY: equal for equal keys, and no clue to the key. */
    public static function keyCheck(): ?string
    {
        $key = (string) config('app.key');

        return $key === '' ? null : hash_hmac('sha256', 'site:backup app key check', $key);
    }

    /** "1 upload", "3 uploads". */
    public static function count(int $count, string $noun): string
    {
        return $count === 1 ? "1 $noun" : "$count {$noun}s";
    }

    /** "362 KB", "1.4 MB". */
    public static function size(int $bytes): string
    {
        return match (true) {
            $bytes < 1024 => "$bytes bytes",
            $bytes < 1024 * 1024 => sprintf('%.0f KB', $bytes / 1024),
            default => sprintf('%.1f MB', $bytes / 1024 / 1024),
        };
    }

    /**
     * The archive's file: in the folder `$path` names, or `$path` itself; never inside the
     * uploads (nginx serves them) or the videos (the archive would be in the next backup).
     *
     * @param  list<string>  $served
     */
    private function archivePath(string $path, array $served): string
    {
        if (is_dir($path)) {
            $folder = (string) realpath($path);
            $archive = $folder.'/'.Str::slug((string) config('app.name', 'site')).'-backup-'.now('UTC')->format('Ymd-His').'.tar.gz';
        } elseif (str_ends_with($path, '.tar.gz') || str_ends_with($path, '.tgz')) {
            $folder = realpath(dirname($path));
            if ($folder === false) {
                throw new BackupRefused('No backup written: the folder '.dirname($path).' does not exist.');
            }
            $archive = $folder.'/'.basename($path);
        } else {
            throw new BackupRefused("No backup written: $path is neither a folder nor a name ending in .tar.gz.");
        }
        if (file_exists($archive)) {
            throw new BackupRefused("No backup written: $archive already exists (a backup is never overwritten).");
        }
        if (! is_writable($folder)) {
            throw new BackupRefused("No backup written: this user cannot write in $folder.");
        }
        foreach ($served as $index => $root) {
            $inside = realpath($root);
            if ($inside !== false && str_starts_with($folder.'/', $inside.'/')) {
                throw new BackupRefused($index === 0
                    ? "No backup written: $folder is inside the uploads' folder, which the web server serves to anyone."
                    : "No backup written: $folder is inside the videos' folder, which the site serves.");
            }
        }

        return $archive;
    }
}
