<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/**
 * A new user's registration is unfinished until something says it is done (fail safe): the
 * column's default turns from true to false, so that a user created without it, by a form or a
 * tool that forgets the field, does not see login-required posts. Rows already there keep
 * their value.
 *
 * Laravel 8 changes a column with Doctrine DBAL, which Debian does not ship: the default is
 * changed here by each database's own means.
 */
return new class extends Migration
{
    public function up()
    {
        $this->setDefault(false);
    }

    public function down()
    {
        $this->setDefault(true);
    }

    private function setDefault(bool $default): void
    {
        match (DB::getDriverName()) {
            'sqlite' => $this->rebuildSqliteTable($default),
            'pgsql' => DB::statement('alter table users alter column registration_completed set default '.($default ? 'true' : 'false')),
            'mysql' => DB::statement('alter table users alter registration_completed set default '.($default ? '1' : '0')),
            default => throw new RuntimeException('Change the default of users.registration_completed to '.($default ? 'true' : 'false').' by hand on '.DB::getDriverName().'.'),
        };
    }

    /**
     * SQLite cannot alter a column: the table is made again as its own CREATE statement says,
     * with only the default changed, as SQLite's documentation does it ("Making Other Kinds Of
     * Table Schema Changes"): so every column and index of the site's own users table is kept.
     * Foreign keys (hits.user_id) are off meanwhile, and checked before committing.
     */
    private function rebuildSqliteTable(bool $default): void
    {
        $create = DB::selectOne("select sql from sqlite_master where type = 'table' and name = 'users'")->sql;
        $indexes = array_column(DB::select("select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null"), 'sql');
        $changed = preg_replace(
            '/("registration_completed"[^,]*\bdefault\s+)(\'[01]\'|[01]|true|false)/i',
            '${1}\''.($default ? '1' : '0').'\'',
            $create,
            1,
            $count,
        );
        if ($count !== 1) {
            throw new RuntimeException("users.registration_completed has no default this migration can read: $create");
        }
        $changed = preg_replace('/^create table\s+("?)users\1/i', 'create table "users_rebuilt"', $changed);

        DB::statement('pragma foreign_keys = off');
        try {
            DB::transaction(function () use ($changed, $indexes) {
                DB::statement($changed);
                DB::statement('insert into "users_rebuilt" select * from "users"');
                DB::statement('drop table "users"');
                DB::statement('alter table "users_rebuilt" rename to "users"');
                foreach ($indexes as $index) {
                    DB::statement($index);
                }
                if (DB::select('pragma foreign_key_check') !== []) {
                    throw new RuntimeException('Rebuilding users broke a foreign key.');
                }
            });
        } finally {
            DB::statement('pragma foreign_keys = on');
        }
    }
};
