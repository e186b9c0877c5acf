<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up()
    {
        Schema::create('categories', function (Blueprint $table) {
            $table->id();
            $table->string('name');
        });

        Schema::create('products', function (Blueprint $table) {
            $table->id();
            $table->foreignId('category_id')->nullable()->constrained();
            $table->string('name');
            $table->string('image')->nullable();
            $table->json('attributes')->nullable();
            $table->timestamps();
        });

        Schema::create('cookbooks', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('image')->nullable();
        });

        Schema::create('distributors', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('province');
        });
    }

    public function down()
    {
        Schema::dropIfExists('distributors');
        Schema::dropIfExists('cookbooks');
        Schema::dropIfExists('products');
        Schema::dropIfExists('categories');
    }
};
