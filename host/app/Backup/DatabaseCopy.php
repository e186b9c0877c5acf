<?php

namespace App\Backup;

use Illuminate\Database\Connection;

/**
 * The database's side of a backup: a consistent copy of the whole database while the site
 * keeps writing, and that copy put back in place of every table. MariaDB/MySQL (production:
 * `mariadb-dump --single-transaction`) and SQLite (the development mode: `VACUUM INTO`).
 */
abstract class DatabaseCopy
{
    public function __construct(protected Connection $connection)
    {
    }

    /** The copy for the connection's database; other drivers are refused. */
    public static function of(Connection $connection): self
    {
        return match ($connection->getDriverName()) {
            'mysql', 'mariadb' => new MariaDbCopy($connection),
            'sqlite' => new SqliteCopy($connection),
            default => throw new BackupRefused("The {$connection->getDriverName()} database of connection '{$connection->getName()}' is not one site:backup copies (MariaDB/MySQL and SQLite are)."),
        };
    }

    /** Refuses, before anything is done, when what the copy needs is missing (a program, the database's file). */
    abstract public function ready(): void;

    /** The copy's name inside the archive. */
    abstract public function file(): string;

    /**
     * What the manifest says of the database: its driver and server.
     *
     * @return array{driver: string, server: string}
     */
    abstract public function describe(): array;

    /**
     * Writes the copy to `$file`, one consistent moment of every table, while the site goes on
     * writing. `$work` is a folder only this user reads (for a client's password file).
     *
     * @return list<string> warnings for the operator
     */
    abstract public function dump(string $file, string $work): array;

    /**
     * Replaces every table of the database with those of the copy in `$file`. Returns how many
     * tables the database then has.
     */
    abstract public function load(string $file, string $work): int;

    /**
     * The newest migration the database has run (the name of its schema's version), or null
     * when it has no migrations table.
     */
    public function schema(): ?string
    {
        if (! $this->connection->getSchemaBuilder()->hasTable('migrations')) {
            return null;
        }
        $newest = $this->connection->table('migrations')->max('migration');

        return is_string($newest) ? $newest : null;
    }
}
