<?php

namespace App\Support;

use Illuminate\Http\Request;

/**
 * A tabbed listing's state in the page's address, as the `post-grid` and `product-grid` widgets
 * write it (docs/widgets/post-listings.md, "The state in the address"): the tab (`etiqueta` for
 * posts, `categoria` for products; absent for 'Todo'), `subetiqueta` (a sub-tag of the posts'
 * tab) and `pagina` (absent for 1), each after the grid's `data-url-prefix`. What cannot be read
 * is left out, as the widgets do.
 */
class ListingAddress
{
    public function __construct(
        public readonly int $tagId = 0,
        public readonly ?int $subTagId = null,
        public readonly int $page = 1,
        public readonly string $prefix = '',
        public readonly string $tabParam = 'etiqueta',
    ) {
    }

    /** `$tabParam`: `etiqueta` (posts) or `categoria` (products, which have no sub-tags). */
    public static function fromRequest(Request $request, string $prefix = '', string $tabParam = 'etiqueta'): self
    {
        $tag = self::whole($request->query($prefix.$tabParam), allowNegative: true);
        $subTag = $tabParam === 'etiqueta' ? self::whole($request->query($prefix.'subetiqueta')) : null;
        $page = self::whole($request->query($prefix.'pagina'));

        return new self($tag ?? 0, $subTag, $page !== null && $page >= 1 ? $page : 1, $prefix, $tabParam);
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
        $query = [$this->prefix.$this->tabParam => $tagId === 0 ? null : $tagId, $this->prefix.'pagina' => $page === 1 ? null : $page];
        if ($this->tabParam === 'etiqueta') {
            $query[$this->prefix.'subetiqueta'] = $subTagId;
        }

        return rtrim($request->fullUrlWithQuery($query), '?');
    }

    /**
     * The listing's own address, for `<link rel="canonical">` and `og:url`: `$path` with only the
     * listing's parameters, as the grid writes them (1 and 'Todo' left out), whatever else the
     * address carried (a campaign's `utm_…`, a parameter of another listing).
     */
    public function canonical(string $path, int $page): string
    {
        $query = array_filter([
            $this->prefix.$this->tabParam => $this->tagId === 0 ? null : $this->tagId,
            $this->prefix.'subetiqueta' => $this->tabParam === 'etiqueta' ? $this->subTagId : null,
            $this->prefix.'pagina' => $page > 1 ? $page : null,
        ], fn ($value) => $value !== null);

        return url($path).($query === [] ? '' : '?'.http_build_query($query));
    }

    private static function whole(mixed $value, bool $allowNegative = false): ?int
    {
        if (! is_string($value) || preg_match($allowNegative ? '/^-?[0-9]{1,9}$/' : '/^[0-9]{1,9}$/', $value) !== 1) {
            return null;
        }

        return (int) $value;
    }
}
