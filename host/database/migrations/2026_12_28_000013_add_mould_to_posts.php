<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * A recipe's mould, the one it is written for (docs/laravel-host.md, "The recipe form's mould"):
 * `{"shape": "redondo"|"cuadrado"|"rectangular", "size": 24, "width": 30}`, in cm, the width a
 * rectangle's only. Null is no mould: every recipe stored before has none. The printed recipe
 * shows it and recipe-tools scales by it (`data-mould`, docs/widgets/recipe.md). JSON like the
 * other JSON columns: text on SQLite, a checked LONGTEXT on MariaDB.
 */
return new class extends Migration
{
    public function up()
    {
        Schema::table('posts', function (Blueprint $table) {
            $table->json('mould')->nullable();
        });
    }

    public function down()
    {
        Schema::table('posts', function (Blueprint $table) {
            $table->dropColumn('mould');
        });
    }
};
