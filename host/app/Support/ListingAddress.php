<?php

namespace App\Support;

use Illuminate\Http\Request;

/**
 * A post listing's state in the page's address, as the `post-grid` widget writes it
 * (docs/widgets/post-listings.md, "The state in the address"): `etiqueta` (a tag, absent for
 * 'Todo'), `subetiqueta` (one of its sub-tags) and `pagina` (absent for 1), each after the
 * grid's `data-url-prefix`. What cannot be read is left out, as the widget does.
 */
class ListingAddress
{
    public function __construct(
        public readonly int $tagId = 0,
        public readonly ?int $subTagId = null,
        public readonly int $page = 1,
        public readonly string $prefix = '',
    ) {
    }

    public static function fromRequest(Request $request, string $prefix = ''): self
    {
        $tag = self::whole($request->query($prefix.'etiqueta'), allowNegative: true);
        $subTag = self::whole($request->query($prefix.'subetiqueta'));
        $page = self::whole($request->query($prefix.'pagina'));

        return new self($tag ?? 0, $subTag, $page !== null && $page >= 1 ? $page : 1, $prefix);
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
        return rtrim($request->fullUrlWithQuery([
            $this->prefix.'etiqueta' => $tagId === 0 ? null : $tagId,
            $this->prefix.'subetiqueta' => $subTagId,
            $this->prefix.'pagina' => $page === 1 ? null : $page,
        ]), '?');
    }

    private static function whole(mixed $value, bool $allowNegative = false): ?int
    {
        if (! is_string($value) || preg_match($allowNegative ? '/^-?[0-9]{1,9}$/' : '/^[0-9]{1,9}$/', $value) !== 1) {
            return null;
        }

        return (int) $value;
    }
}
