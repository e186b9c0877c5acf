<?php

namespace App\Http\Resources;

/**
 * A cookbook as `cookbook-grid` reads it (src/shared/api/cookbooks.ts); the pages print them.
 *
 * @mixin \App\Models\Cookbook
 */
class CookbookResource extends ApiResource
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
