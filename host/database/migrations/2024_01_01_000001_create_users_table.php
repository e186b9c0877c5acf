<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up()
    {
        Schema::create('users', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('email')->unique();
            $table->string('password');
            // A point of sale that has not finished registering sees /register_pdv/ instead of posts.
            $table->boolean('registration_completed')->default(true);
            // 'editor' may use the admin forms and upload images (the `edit-content` gate); null may not.
            $table->string('role')->nullable();
            $table->rememberToken();
            $table->timestamps();
        });
    }

    public function down()
    {
        Schema::dropIfExists('users');
    }
};
