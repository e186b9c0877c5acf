<?php

namespace SiteWidgets\Laravel\Html;

/**
 * The bundle's allow-list (resources/html-allowlist.json, written from
 * src/shared/html/allowlist.ts by `npm run generate`), read once per process.
 */
final class Allowlist
{
    private static ?self $instance = null;

    /**
     * @param  array<string, true>  $elements
     * @param  array<string, true>  $attributes
     * @param  list<string>  $linkSchemes
     * @param  list<string>  $imageSchemes
     */
    private function __construct(
        public readonly array $elements,
        public readonly array $attributes,
        public readonly array $linkSchemes,
        public readonly array $imageSchemes,
    ) {
    }

    public static function get(): self
    {
        if (self::$instance === null) {
            $list = json_decode(file_get_contents(__DIR__.'/../../resources/html-allowlist.json'), true, 8, JSON_THROW_ON_ERROR);
            self::$instance = new self(
                array_fill_keys($list['elements'], true),
                array_fill_keys($list['attributes'], true),
                $list['linkSchemes'],
                $list['imageSchemes'],
            );
        }

        return self::$instance;
    }
}
