<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Changes proposed to an item by someone who may not publish them (a point of sale to its own
 * listing), waiting for an editor: `pending`, then `approved` (applied as a new revision),
 * `rejected` (with the editor's note) or `replaced` (by a newer proposal of the same user).
 * `base_revision` is the item's revision the proposal was made on, what approving merges against
 * (SiteWidgets\Laravel\Proposals\Proposals). No foreign keys: the package does not know the
 * application's tables.
 */
return new class extends Migration
{
    public function up()
    {
        Schema::create('site_widget_proposals', function (Blueprint $table) {
            $table->id();
            $table->string('item_type');
            $table->unsignedBigInteger('item_id');
            $table->unsignedInteger('base_revision');
            // JSON: every field the proposal's form holds, as a revision holds them.
            $table->longText('fields');
            $table->unsignedBigInteger('user_id')->index();
            $table->string('status', 16)->default('pending');
            $table->text('note')->nullable();
            $table->unsignedBigInteger('reviewed_by')->nullable();
            $table->timestamp('reviewed_at')->nullable();
            $table->timestamps();
            $table->index(['item_type', 'item_id', 'status']);
            $table->index(['status', 'created_at']);
        });
    }

    public function down()
    {
        Schema::dropIfExists('site_widget_proposals');
    }
};
