<?php

namespace App\Http\Resources;

/**
 * A landing listed in the 'Landings' tab, with its page's address.
 *
 * @mixin \App\Models\Landing
 */
class LandingResource extends ApiResource
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
