<?php

use App\Models\Hit;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/**
 * The hits stored before numbers were masked (App\Models\Hit::maskedPhone): each `whatsapp`
 * hit whose value is still a whole number is masked as new ones are. The column is a string
 * already and keeps its type. There is no way back: `down` leaves the masked values as they are.
 */
return new class extends Migration
{
    public function up()
    {
        DB::table('hits')->where('type', Hit::WHATSAPP)->orderBy('id')->chunkById(500, function ($hits) {
            foreach ($hits as $hit) {
                if (preg_match('/^\+?[0-9]+$/D', (string) $hit->value)) {
                    DB::table('hits')->where('id', $hit->id)->update(['value' => Hit::maskedPhone($hit->value)]);
                }
            }
        });
    }

    public function down()
    {
    }
};
