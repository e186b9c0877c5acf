<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Landing;
use App\Models\Post;
use App\Models\Tag;

class PostController extends Controller
{
    /** The 'Landings' tab: the section's landings and no posts. */
    private const LANDINGS = -1;

    /** GET /api/posts/{section}[/{tagId}]: the tabs, the landings and a page of posts. */
    public function index(string $section, int $tagId = 0)
    {
        return $this->answer($section, $tagId);
    }

    /**
     * What the endpoint answers, for a page that prints it (`post-carousel`'s
     * `data-first-page`): `$page` null reads it from the request, as the endpoint does.
     */
    public function answer(string $section, int $tagId = 0, ?int $page = null): array
    {
        $posts = Post::where('section', $section)
            ->with(['tag:id,name', 'tiempo_coccion:id,name'])
            ->when($tagId === self::LANDINGS, fn ($query) => $query->whereRaw('0 = 1'))
            // A tag's posts, or a sub-tag's.
            ->when($tagId > 0, fn ($query) => $query->where(
                fn ($query) => $query->where('tag_id', $tagId)->orWhere('sub_tag', $tagId)
            ))
            ->orderBy('id')
            ->paginate(12, ['id', 'name', 'image', 'type', 'login_required', 'tag_id', 'tiempo_coccion_id', 'metadata'], 'page', $page)
            // The endpoint's own address, also when another page prints the answer.
            ->withPath(url('/api/posts/'.rawurlencode($section).($tagId === 0 ? '' : '/'.$tagId)))
            ->withQueryString();

        return [
            'tags' => Tag::where('section', $section)->whereNull('parent_id')
                ->with('childrens:id,name,parent_id')
                ->orderBy('id')
                ->get(['id', 'name']),
            'landings' => Landing::where('section', $section)->orderBy('id')->get(['id', 'name', 'slug', 'image']),
            'posts' => $posts,
        ];
    }
}
