<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Each distributor's opening hours (docs/laravel-host.md, "Opening hours"): one JSON value, the
 * week's ranges, national holidays, dated exceptions and a temporary closure, in the shape of
 * the host package's resources/schemas/distributor-hours.json. Null is "not known", never
 * "closed". JSON like the other JSON columns: text on SQLite, a checked LONGTEXT on MariaDB.
 */
return new class extends Migration
{
    public function up()
    {
        Schema::table('distributors', function (Blueprint $table) {
            $table->json('hours')->nullable();
        });
    }

    public function down()
    {
        Schema::table('distributors', function (Blueprint $table) {
            $table->dropColumn('hours');
        });
    }
};
