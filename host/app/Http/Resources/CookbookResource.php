<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A cookbook as `cookbook-grid` reads it (src/shared/api/cookbooks.ts); the pages print them.
 *
 * @mixin \App\Models\Cookbook
 */
class CookbookResource extends JsonResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'image' => $this->image,
        ];
    }
}
