<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Which of the brand's products each distributor usually has (docs/laravel-host.md, "Where to
 * buy"): a JSON list of product ids, for "Dónde comprar". Null is "not said", never "none" (`[]`).
 * No link table: the list is read whole with its distributor, never searched by product.
 */
return new class extends Migration
{
    public function up()
    {
        Schema::table('distributors', function (Blueprint $table) {
            $table->json('products')->nullable();
        });
    }

    public function down()
    {
        Schema::table('distributors', function (Blueprint $table) {
            $table->dropColumn('products');
        });
    }
};
