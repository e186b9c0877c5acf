<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up()
    {
        // Post tags per section (recetas, videos); sub-tags point to their parent.
        Schema::create('tags', function (Blueprint $table) {
            $table->id();
            $table->string('section');
            $table->string('name');
            $table->foreignId('parent_id')->nullable()->constrained('tags');
        });

        Schema::create('cooking_times', function (Blueprint $table) {
            $table->id();
            $table->string('name');
        });

        Schema::create('posts', function (Blueprint $table) {
            $table->id();
            $table->string('section');
            $table->string('type')->default('recipe');
            $table->string('name');
            $table->string('image')->nullable();
            $table->boolean('login_required')->default(false);
            // A video's address: printed on the post's page only to whom may see it, never sent by the API.
            $table->string('video_url')->nullable();
            $table->foreignId('tag_id')->nullable()->constrained('tags');
            $table->foreignId('sub_tag')->nullable()->constrained('tags');
            $table->foreignId('tiempo_coccion_id')->nullable()->constrained('cooking_times');
            $table->json('metadata')->nullable();
            $table->json('steps')->nullable();
            $table->json('custom_ingredients')->nullable();
            $table->timestamps();
        });

        Schema::create('landings', function (Blueprint $table) {
            $table->id();
            $table->string('section');
            $table->string('name');
            $table->string('slug')->unique();
            $table->string('image')->nullable();
        });
    }

    public function down()
    {
        Schema::dropIfExists('landings');
        Schema::dropIfExists('posts');
        Schema::dropIfExists('cooking_times');
        Schema::dropIfExists('tags');
    }
};
