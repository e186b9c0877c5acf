<?php

namespace App\Queries;

use App\Models\Landing;
use App\Models\Post;
use App\Models\Tag;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Pagination\LengthAwarePaginator;

/**
 * A section's posts as the listings show them: the tabs (top-level tags with their sub-tags),
 * the landings, and a page of post cards. The one query behind `GET /api/posts/{section}[/{tagId}]`,
 * the home page that prints the videos' first page, and the recipe form's category select;
 * `App\Http\Resources\PostsPageResource` writes it as the JSON the widgets read.
 */
class PostListing
{
    /** The 'Todo' tab: every post of the section. */
    public const ALL = 0;

    /** The 'Landings' tab: the section's landings and no posts. */
    public const LANDINGS = -1;

    public const PER_PAGE = 12;

    /** What a card needs, and only that: a post's own page shows the rest (`video_url`, steps, ingredients). */
    private const CARD_COLUMNS = ['id', 'name', 'image', 'type', 'login_required', 'tag_id', 'tiempo_coccion_id', 'metadata'];

    /**
     * The tabs, the landings and a page of posts; `$page` null reads it from the request (`?page=`),
     * as the endpoint does. `$productId`: only the posts whose ingredients link to that product.
     */
    public function page(string $section, int $tagId = self::ALL, ?int $page = null, ?int $productId = null): PostsPage
    {
        return new PostsPage($this->tags($section), $this->landings($section), $this->posts($section, $tagId, $page, $productId));
    }

    /** The section's top-level tags, each with its sub-tags (`childrens`, the legacy API's name). */
    public function tags(string $section): Collection
    {
        return Tag::where('section', $section)->whereNull('parent_id')
            ->with('childrens:id,name,parent_id')
            ->orderBy('id')
            ->get(['id', 'name']);
    }

    public function landings(string $section): Collection
    {
        return Landing::where('section', $section)->orderBy('id')->get(['id', 'name', 'slug', 'image']);
    }

    /**
     * A page of the section's cards: every post, a tag's or a sub-tag's, or none for the 'Landings'
     * tab; with `$productId`, only those whose ingredients link to it (the `post_product` table,
     * kept by `App\Models\Post`: a plain join, the same on SQLite and MariaDB).
     */
    public function posts(string $section, int $tagId = self::ALL, ?int $page = null, ?int $productId = null): LengthAwarePaginator
    {
        return Post::where('section', $section)
            ->when($productId !== null, fn ($query) => $query->whereIn(
                'id', fn ($links) => $links->select('post_id')->from('post_product')->where('product_id', $productId)
            ))
            ->with(['tag:id,name', 'tiempo_coccion:id,name'])
            ->when($tagId === self::LANDINGS, fn ($query) => $query->whereRaw('0 = 1'))
            ->when($tagId > 0, fn ($query) => $query->where(
                fn ($query) => $query->where('tag_id', $tagId)->orWhere('sub_tag', $tagId)
            ))
            ->orderBy('id')
            ->paginate(self::PER_PAGE, self::CARD_COLUMNS, 'page', $page)
            // The endpoint's own address, also when another page prints the answer.
            ->withPath(url('/api/posts/'.rawurlencode($section).($tagId === self::ALL ? '' : '/'.$tagId)))
            ->withQueryString()
            // Also when another page prints the answer: the next page is the product's too.
            ->appends($productId === null ? [] : ['producto' => $productId]);
    }
}
