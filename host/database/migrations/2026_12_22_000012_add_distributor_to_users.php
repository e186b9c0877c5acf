<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * A point of sale's own listing (docs/laravel-host.md, "Points of sale"): the distributor a user
 * with the role `pdv` proposes changes to. Null for everyone else. A distributor deleted leaves
 * its user without a listing (where the database keeps foreign keys: SQLite's ALTER TABLE adds
 * the column without one).
 */
return new class extends Migration
{
    public function up()
    {
        Schema::table('users', function (Blueprint $table) {
            $table->foreignId('distributor_id')->nullable()->constrained()->nullOnDelete();
        });
    }

    public function down()
    {
        Schema::table('users', function (Blueprint $table) {
            $table->dropConstrainedForeignId('distributor_id');
        });
    }
};
