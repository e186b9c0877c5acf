<?php

namespace App\Support;

use Illuminate\Http\Request;
use SiteWidgets\Laravel\Listing\ListingParameters;

/**
 * A tabbed listing's state in the page's address, as the `post-grid` and `product-grid` widgets
 * write it (docs/widgets/post-listings.md, "The state in the address"): the tab (`etiqueta` for
 * posts, `categoria` for products; absent for 'Todo'), `subetiqueta` (a sub-tag of the posts'
 * tab) and `pagina` (absent for 1), each after the grid's `data-url-prefix`. The names and how
 * each reads are the widgets' own (`ListingParameters`, generated from their declarations):
 * what cannot be read is left out, as the widgets do.
 */
class ListingAddress
{
    private ListingParameters $parameters;

    public function __construct(
        public readonly int $tagId = 0,
        public readonly ?int $subTagId = null,
        public readonly int $page = 1,
        public readonly string $prefix = '',
        public readonly string $tabParam = 'etiqueta',
    ) {
        $this->parameters = ListingParameters::of(self::widget($tabParam), $prefix);
    }

    /** `$tabParam`: `etiqueta` (posts) or `categoria` (products, which have no sub-tags). */
    public static function fromRequest(Request $request, string $prefix = '', string $tabParam = 'etiqueta'): self
    {
        $parameters = ListingParameters::of(self::widget($tabParam), $prefix);
        $query = $request->query();
        $subTag = $tabParam === 'etiqueta' ? $parameters->read($query, 'subTagId', null) : null;

        return new self($parameters->read($query, 'tagId', 0), $subTag, $parameters->read($query, 'page', 1), $prefix, $tabParam);
    }

    /** The tag whose posts the page shows: the sub-tag when there is one. */
    public function shownTag(): int
    {
        return $this->subTagId ?? $this->tagId;
    }

    /** The address of another state of this listing, the page's other parameters kept (1 and 'Todo' are left out). */
    public function url(Request $request, int $tagId, ?int $subTagId, int $page): string
    {
        // Parameters left out (null) leave no `?` behind.
        return rtrim($request->fullUrlWithQuery($this->parameters->query($this->values($tagId, $subTagId, $page))), '?');
    }

    /**
     * The listing's own address, for `<link rel="canonical">` and `og:url`: `$path` with only the
     * listing's parameters, as the grid writes them (1 and 'Todo' left out), whatever else the
     * address carried (a campaign's `utm_…`, a parameter of another listing).
     */
    public function canonical(string $path, int $page): string
    {
        $query = array_filter($this->parameters->query($this->values($this->tagId, $this->subTagId, $page)), fn ($value) => $value !== null);

        return url($path).($query === [] ? '' : '?'.http_build_query($query));
    }

    /** The grid whose parameters these are. */
    private static function widget(string $tabParam): string
    {
        return $tabParam === 'categoria' ? 'product-grid' : 'post-grid';
    }

    /** @return array<string, ?int> the fields of this listing's widget, in the order it writes them */
    private function values(int $tagId, ?int $subTagId, int $page): array
    {
        return $this->tabParam === 'etiqueta' ? ['tagId' => $tagId, 'subTagId' => $subTagId, 'page' => $page] : ['tagId' => $tagId, 'page' => $page];
    }
}
