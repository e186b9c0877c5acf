<?php

namespace App\Http\Resources;

/**
 * A post's card (src/shared/api/posts.ts, `postCardSchema`): what everyone may see, locked or
 * not. Never a video's address, steps or ingredients: those are the post's page's, which
 * checks the login first.
 *
 * @mixin \App\Models\Post
 */
class PostCardResource extends ApiResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'image' => $this->image,
            'type' => $this->type,
            'login_required' => $this->login_required,
            'tag_id' => $this->tag_id,
            'tiempo_coccion_id' => $this->tiempo_coccion_id,
            'metadata' => $this->metadata,
            'tag' => $this->tag?->only(['id', 'name']),
            'tiempo_coccion' => $this->tiempo_coccion?->only(['id', 'name']),
        ];
    }
}
