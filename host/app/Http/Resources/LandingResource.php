<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A landing listed in the 'Landings' tab, with its page's address.
 *
 * @mixin \App\Models\Landing
 */
class LandingResource extends JsonResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'slug' => $this->slug,
            'image' => $this->image,
            'url' => $this->url,
        ];
    }
}
