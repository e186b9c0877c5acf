<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Every save of an admin form, kept: one row per revision of an item (a post, a product, a
 * page…), numbered 1, 2, 3… per item. The unique number per item is what lets only one of two
 * simultaneous saves of the same version through (SiteWidgets\Laravel\Revisions\Revisions::save).
 * `user_id` has no foreign key: the package does not know the application's users table.
 */
return new class extends Migration
{
    public function up()
    {
        Schema::create('site_widget_revisions', function (Blueprint $table) {
            $table->id();
            $table->string('item_type');
            $table->unsignedBigInteger('item_id');
            $table->unsignedInteger('number');
            $table->unsignedBigInteger('user_id')->nullable()->index();
            // JSON: every field the form stores, the editors' JSON decoded.
            $table->longText('fields');
            $table->timestamp('created_at')->nullable();
            $table->unique(['item_type', 'item_id', 'number']);
        });
    }

    public function down()
    {
        Schema::dropIfExists('site_widget_revisions');
    }
};
