<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * The distributors' optional contact details (docs/widgets/catalogue.md, "Contact details"):
 * the finder searches the locality and the address and links the phone, the WhatsApp number
 * and the address. Numbers are kept as written ('(0351) 422-3344'); the widget reads them.
 */
return new class extends Migration
{
    public function up()
    {
        Schema::table('distributors', function (Blueprint $table) {
            $table->string('locality')->nullable();
            $table->string('address')->nullable();
            $table->string('phone')->nullable();
            $table->string('whatsapp')->nullable();
        });
    }

    public function down()
    {
        Schema::table('distributors', function (Blueprint $table) {
            $table->dropColumn(['locality', 'address', 'phone', 'whatsapp']);
        });
    }
};
