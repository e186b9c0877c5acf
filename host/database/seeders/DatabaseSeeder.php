<?php

namespace Database\Seeders;

use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;

class DatabaseSeeder extends Seeder
{
    public function run()
    {
        // One transaction: SQLite would otherwise write each of the ~300 rows to disk on its own.
        DB::transaction(fn () => $this->call([
            UserSeeder::class,
            PostSeeder::class,
            CatalogueSeeder::class,
            PointOfSaleSeeder::class,
            ContentSeeder::class,
            RevisionSeeder::class,
        ]));
    }
}
