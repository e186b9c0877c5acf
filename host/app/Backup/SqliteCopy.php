<?php

namespace App\Backup;

use PDO;

/**
 * SQLite, the development mode's database: the copy is a database file of its own, written by
 * `VACUUM INTO` inside one read transaction (the whole database at one moment, writers going
 * on), and the restore puts that file in place of the database's by a rename, under the
 * database's exclusive lock, so no connection sees half of it.
 */
final class SqliteCopy extends DatabaseCopy
{
    public function file(): string
    {
        return 'database.sqlite';
    }

    public function describe(): array
    {
        return ['driver' => 'sqlite', 'server' => 'SQLite '.$this->connection->selectOne('select sqlite_version() as version')->version];
    }

    public function ready(): void
    {
        $this->path();
    }

    public function dump(string $file, string $work): array
    {
        $this->connection->statement('VACUUM INTO '.$this->connection->getPdo()->quote($file));

        return [];
    }

    public function load(string $file, string $work): int
    {
        $database = $this->path();
        $next = dirname($database).'/.'.basename($database).'.restore-'.bin2hex(random_bytes(6));
        if (! @copy($file, $next)) {
            throw BackupRefused::nothingChanged('Not restored: the database could not be copied beside '.$database.' ('.(error_get_last()['message'] ?? 'no reason given').').');
        }
        $this->connection->disconnect();
        // Every other connection waits (busy timeout) while the file changes under the lock.
        $lock = new PDO('sqlite:'.$database);
        $lock->setAttribute(PDO::ATTR_TIMEOUT, 30);
        $lock->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
        if ($lock->query('pragma journal_mode')->fetchColumn() === 'wal') {
            // Nothing left in the log for the new file to inherit.
            $lock->exec('pragma wal_checkpoint(truncate)');
        }
        $lock->exec('begin exclusive');
        try {
            if (! @rename($next, $database)) {
                @unlink($next);
                throw BackupRefused::nothingChanged("Not restored: the database's copy could not take the place of $database (".(error_get_last()['message'] ?? 'no reason given').').');
            }
        } finally {
            $lock->exec('rollback');
            $lock = null;
        }
        $this->connection->reconnect();

        return count($this->connection->select("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'"));
    }

    /** The database's file (an empty one, for a database that lost everything); an in-memory database has none. */
    private function path(): string
    {
        $database = (string) $this->connection->getConfig('database');
        if ($database === ':memory:' || ! is_file($database)) {
            throw new BackupRefused("The SQLite database '$database' is not a file: there is nothing to back up or restore.");
        }

        return $database;
    }
}
