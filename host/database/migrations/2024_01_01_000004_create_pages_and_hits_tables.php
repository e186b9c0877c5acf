<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up()
    {
        // Editable content of a page: the home's main banner, the FAQ page's questions.
        Schema::create('pages', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->json('banner_data')->nullable();
            $table->json('custom_content')->nullable();
            $table->timestamps();
        });

        // One row per WhatsApp share (POST /api/hits).
        Schema::create('hits', function (Blueprint $table) {
            $table->id();
            $table->string('entity');
            $table->string('type');
            $table->foreignId('user_id')->nullable()->constrained();
            $table->string('value');
            $table->timestamps();
        });
    }

    public function down()
    {
        Schema::dropIfExists('hits');
        Schema::dropIfExists('pages');
    }
};
