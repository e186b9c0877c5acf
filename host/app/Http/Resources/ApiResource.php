<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/**
 * Every resource of the API: its answer is written with a text that is not valid UTF-8 shown
 * as U+FFFD, where Laravel's JsonResponse would refuse the whole answer (a 500 for one odd
 * row). The models already read their texts so (App\Models\ReadsValidUtf8); this holds for
 * whatever else a resource adds. Collections take their resource's options.
 */
abstract class ApiResource extends JsonResource
{
    public function jsonOptions()
    {
        return JSON_INVALID_UTF8_SUBSTITUTE;
    }
}
