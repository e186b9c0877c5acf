<?php

use App\Support\RecipeProducts;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/**
 * Which products each post's ingredients link to (docs/laravel-host.md, "Recipes with a
 * product"): a product page's "Recetas con este producto" is one indexed join, the same on
 * SQLite and MariaDB, where reading `custom_ingredients` in SQL would need JSON functions the
 * two spell differently. `App\Models\Post` keeps it when a post is saved; this fills it for the
 * rows already there. No foreign key on `product_id`: an ingredient may name a product the
 * catalogue no longer has, and the link comes back with it.
 */
return new class extends Migration
{
    public function up()
    {
        Schema::create('post_product', function (Blueprint $table) {
            $table->foreignId('post_id')->constrained()->cascadeOnDelete();
            $table->unsignedBigInteger('product_id');
            $table->primary(['post_id', 'product_id']);
            $table->index(['product_id', 'post_id']);
        });

        DB::table('posts')->select(['id', 'custom_ingredients'])->orderBy('id')->chunk(200, function ($posts) {
            $rows = [];
            foreach ($posts as $post) {
                foreach (RecipeProducts::ids(json_decode((string) $post->custom_ingredients, true)) as $productId) {
                    $rows[] = ['post_id' => $post->id, 'product_id' => $productId];
                }
            }
            DB::table('post_product')->insert($rows);
        });
    }

    public function down()
    {
        Schema::dropIfExists('post_product');
    }
};
