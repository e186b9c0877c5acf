<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Where each distributor is (docs/widgets/catalogue.md, "Coordinates"): decimal degrees,
 * WGS 84, six decimals (about 10 cm, more than a shop's door needs). Nullable: a row without
 * them is listed after the others when the visitor sorts by distance ('Cerca mío'), and
 * `php artisan distributors:locate` fills them from the locality table.
 */
return new class extends Migration
{
    public function up()
    {
        Schema::table('distributors', function (Blueprint $table) {
            $table->decimal('lat', 9, 6)->nullable();
            $table->decimal('lng', 9, 6)->nullable();
        });
    }

    public function down()
    {
        Schema::table('distributors', function (Blueprint $table) {
            $table->dropColumn(['lat', 'lng']);
        });
    }
};
