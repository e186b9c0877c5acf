<?php

namespace App\Queries;

use Illuminate\Database\Eloquent\Collection;
use Illuminate\Pagination\LengthAwarePaginator;

/** What `PostListing::page()` reads: a section's tabs, its landings and a page of its posts. */
class PostsPage
{
    public function __construct(
        public readonly Collection $tags,
        public readonly Collection $landings,
        public readonly LengthAwarePaginator $posts,
    ) {
    }
}
