<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Pagination\LengthAwarePaginator;

/**
 * A listing's answer: tabs and a page of cards. The page is written as Laravel's paginator
 * writes it (`current_page`, `data`, `links` with its "…" gaps, `next_page_url`…), which is
 * what the widgets read, and not as a resource collection's `{data, links, meta}`: only its
 * cards go through their resource.
 */
abstract class ListingResource extends ApiResource
{
    /** @param class-string<JsonResource> $resource */
    protected static function page(LengthAwarePaginator $paginator, string $resource): LengthAwarePaginator
    {
        return (clone $paginator)->setCollection($paginator->getCollection()->mapInto($resource));
    }
}
