<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Meta;

use DOMAttr;
use DOMElement;
use DOMXPath;
use Masterminds\HTML5;

/** What a component printed into a page's head, parsed as a crawler reads it. */
final class RenderedHead
{
    private readonly DOMXPath $xpath;

    public function __construct(public readonly string $html)
    {
        $document = (new HTML5(['disable_html_ns' => true]))->loadHTML("<!doctype html><html><head>$html</head><body></body></html>");
        $this->xpath = new DOMXPath($document);
    }

    /** The `content` of `<meta name=…>` or `<meta property=…>`, the `href` of `<link rel=…>`; null when absent. */
    public function value(string $tag): ?string
    {
        $element = $this->elements($tag)[0] ?? null;

        return $element?->getAttribute(str_starts_with($tag, 'link ') ? 'href' : 'content');
    }

    /** How many times the head has that tag: `meta description`, `meta og:title`, `link canonical`. */
    public function count(string $tag): int
    {
        return count($this->elements($tag));
    }

    /** @return list<string> every element's name, in order */
    public function elementNames(): array
    {
        return array_map(static fn (DOMElement $element): string => $element->nodeName, $this->query('//*'));
    }

    /** @return list<string> every attribute's name, in order */
    public function attributeNames(): array
    {
        return array_map(static fn (DOMAttr $attribute): string => $attribute->nodeName, $this->query('//@*'));
    }

    /** @return list<DOMElement> */
    private function elements(string $tag): array
    {
        [$element, $name] = explode(' ', $tag, 2);
        $attribute = match (true) {
            $element === 'link' => 'rel',
            str_contains($name, ':') && ! str_starts_with($name, 'twitter:') => 'property',
            default => 'name',
        };

        return $this->query(sprintf('/html/head/%s[@%s="%s"]', $element, $attribute, $name));
    }

    /** @return list<mixed> */
    private function query(string $expression): array
    {
        return iterator_to_array($this->xpath->query($expression) ?: [], false);
    }
}
