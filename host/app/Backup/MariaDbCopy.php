<?php

namespace App\Backup;

use Generator;
use Symfony\Component\Process\ExecutableFinder;
use Symfony\Component\Process\Process;

/**
 * MariaDB (or MySQL): `mariadb-dump` (`mysqldump` where only that is installed) writes the
 * copy as SQL, the `mariadb` client loads it. Both reach the server as the site does (its
 * socket or host and port, its user), the password in an option file only this user reads,
 * never on the command line, where every user of the machine could see it.
 */
final class MariaDbCopy extends DatabaseCopy
{
    /** The dump's last line, when the dump got to its end. */
    private const COMPLETED = '-- Dump completed';

    public function ready(): void
    {
        $this->program(['mariadb-dump', 'mysqldump']);
        $this->program(['mariadb', 'mysql']);
    }

    public function file(): string
    {
        return 'database.sql';
    }

    public function describe(): array
    {
        return ['driver' => 'mysql', 'server' => (string) $this->connection->selectOne('select version() as version')->version];
    }

    public function dump(string $file, string $work): array
    {
        $warnings = [];
        // --single-transaction is one consistent moment for InnoDB's tables only.
        $others = $this->connection->select(
            "select table_name as name, engine from information_schema.tables where table_schema = database() and table_type = 'BASE TABLE' and engine <> 'InnoDB'",
        );
        foreach ($others as $table) {
            $warnings[] = "Table {$table->name} is {$table->engine}, not InnoDB: its rows are copied as they are while the dump reads them, not at the dump's one moment.";
        }
        $this->client(
            $this->program(['mariadb-dump', 'mysqldump']),
            [
                // One transaction, REPEATABLE READ: every table as it was at its start, while the
                // site goes on writing (no table is locked).
                '--single-transaction',
                // The database's stored procedures and functions, and its triggers (the site has
                // none today). Not its scheduler's events: dumping them needs the EVENT privilege,
                // which a site's user need not have.
                '--routines',
                '--triggers',
                '--hex-blob',
                '--default-character-set=utf8mb4',
                '--no-tablespaces',
                '--order-by-primary',
                '--result-file='.$file,
            ],
            $work,
            null,
            fn (string $why) => "No backup written: the database could not be dumped ($why).",
        );
        $end = file_get_contents($file, false, null, max(0, (int) filesize($file) - 256));
        if ($end === false || ! str_contains($end, self::COMPLETED)) {
            throw new BackupRefused("No backup written: the database's dump stopped before its end (no \"".self::COMPLETED.'" line).');
        }

        return $warnings;
    }

    public function load(string $file, string $work): int
    {
        $quote = fn (string $name) => '`'.str_replace('`', '``', $name).'`';
        $tables = [];
        $views = [];
        foreach ($this->connection->select('select table_name as name, table_type as type from information_schema.tables where table_schema = database()') as $table) {
            if ($table->type === 'VIEW') {
                $views[] = $quote($table->name);
            } else {
                $tables[] = $quote($table->name);
            }
        }
        // One client session: every table there now dropped in one statement (foreign keys
        // aside), then the dump's tables created and filled.
        $prelude = "SET FOREIGN_KEY_CHECKS=0;\n"
            .($views === [] ? '' : 'DROP VIEW IF EXISTS '.implode(', ', $views).";\n")
            .($tables === [] ? '' : 'DROP TABLE IF EXISTS '.implode(', ', $tables).";\n");
        $this->client(
            $this->program(['mariadb', 'mysql']),
            ['--default-character-set=utf8mb4', '--binary-mode'],
            $work,
            $this->stream($prelude, $file, "SET FOREIGN_KEY_CHECKS=1;\n"),
            fn (string $why) => "The database was only partly restored: loading the dump failed ($why). The archive was checked and is whole: run the restore again.",
        );
        $this->connection->reconnect();

        return count($this->connection->select("select table_name from information_schema.tables where table_schema = database() and table_type = 'BASE TABLE'"));
    }

    /**
     * Runs `$program` against the site's database.
     *
     * @param  list<string>  $options
     * @param  callable(string): string  $failure
     */
    private function client(string $program, array $options, string $work, ?Generator $input, callable $failure): void
    {
        $config = $this->connection->getConfig();
        $defaults = $work.'/client.cnf';
        $value = fn (mixed $text) => '"'.addcslashes((string) $text, "\\\"\n\r\t").'"';
        $lines = ['[client]', 'user='.$value($config['username'] ?? ''), 'password='.$value($config['password'] ?? '')];
        if (($config['unix_socket'] ?? '') !== '') {
            $lines[] = 'socket='.$value($config['unix_socket']);
        } else {
            $lines[] = 'host='.$value($config['host'] ?? '127.0.0.1');
            $lines[] = 'port='.$value($config['port'] ?? '3306');
        }
        touch($defaults);
        chmod($defaults, 0600);
        file_put_contents($defaults, implode("\n", $lines)."\n");
        try {
            // The option file is read first, before any other option (the client requires it).
            $process = new Process([$program, '--defaults-extra-file='.$defaults, ...$options, (string) ($config['database'] ?? '')]);
            $process->setTimeout(null);
            if ($input !== null) {
                $process->setInput($input);
            }
            $process->run();
        } finally {
            @unlink($defaults);
        }
        if (! $process->isSuccessful()) {
            $lines = array_values(array_filter(array_map('trim', explode("\n", $process->getErrorOutput()))));
            throw new BackupRefused($failure("$program: ".($lines === [] ? 'exit '.$process->getExitCode() : implode('; ', array_slice($lines, 0, 3)))));
        }
    }

    /** @return Generator<string> */
    private function stream(string $before, string $file, string $after): Generator
    {
        yield $before;
        $handle = fopen($file, 'rb');
        try {
            while (! feof($handle)) {
                yield (string) fread($handle, 1 << 20);
            }
        } finally {
            fclose($handle);
        }
        yield $after;
    }

    /** @param  list<string>  $names  the first one found on PATH */
    private function program(array $names): string
    {
        foreach ($names as $name) {
            if (($found = (new ExecutableFinder)->find($name)) !== null) {
                return $found;
            }
        }
        throw new BackupRefused("Neither {$names[0]} nor {$names[1]} is installed (Debian: apt-get install mariadb-client).");
    }
}
