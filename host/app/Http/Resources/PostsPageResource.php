<?php

namespace App\Http\Resources;

/**
 * `GET /api/posts/{section}[/{tagId}]`, and the first page the home page prints for its
 * carousel: `{tags, landings, posts}` (src/shared/api/posts.ts reads it).
 *
 * @mixin \App\Queries\PostsPage
 */
class PostsPageResource extends ListingResource
{
    public function toArray($request): array
    {
        return [
            'tags' => TagResource::collection($this->tags),
            'landings' => LandingResource::collection($this->landings),
            'posts' => self::page($this->posts, PostCardResource::class),
        ];
    }
}
