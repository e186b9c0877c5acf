<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

use DOMDocument;
use DOMElement;
use DOMNode;
use Masterminds\HTML5;
use SiteWidgets\Laravel\Html\Allowlist;
use SiteWidgets\Laravel\Html\Url;

/**
 * Stored HTML parsed again, by the same HTML5 parser as the sanitizer's, to read it as a
 * reader of the column would. (How a browser's parser reads it, the WHATWG algorithm, is
 * html-sanitizer-properties.test.ts's, with parse5.)
 */
final class ParsedHtml
{
    /** The fragment's document, held here: a node outlives its document only while someone holds that. */
    private readonly ?DOMDocument $document;

    private function __construct(private readonly DOMNode $root)
    {
        $this->document = $root->ownerDocument;
    }

    public static function of(string $html): self
    {
        return new self((new HTML5(['disable_html_ns' => true]))->loadHTMLFragment($html));
    }

    /** The first element of that name, in document order, while this object is held. */
    public function first(string $name): ?DOMElement
    {
        foreach ($this->elements($this->root) as $element) {
            if ($element->nodeName === $name) {
                return $element;
            }
        }

        return null;
    }

    /**
     * What the allow-list does not allow, one line each: an element or attribute it does not
     * name (the sanitizer's own `rel="noopener noreferrer"` on a link aside), an address of
     * another scheme, a comment or any node that is neither an element nor text.
     *
     * @return list<string>
     */
    public function disallowed(): array
    {
        $list = Allowlist::get();
        $found = [];
        foreach ($this->nodes($this->root) as $node) {
            if (! $node instanceof DOMElement) {
                if ($node->nodeType !== XML_TEXT_NODE) {
                    $found[] = "a node of type {$node->nodeType}";
                }

                continue;
            }
            if (! isset($list->elements[$node->nodeName])) {
                $found[] = "<{$node->nodeName}>";
            }
            foreach ($node->attributes ?? [] as $attribute) {
                $name = $attribute->nodeName;
                $value = $attribute->value;
                $rel = $name === 'rel' && $node->nodeName === 'a' && $value === 'noopener noreferrer';
                if ((! isset($list->attributes[$name]) && ! $rel) || str_starts_with($name, 'on')) {
                    $found[] = "$name=\"$value\" on <{$node->nodeName}>";
                }
                $schemes = match ($name) {
                    'href' => $list->linkSchemes,
                    'src' => $list->imageSchemes,
                    default => null,
                };
                if ($schemes !== null && ! Url::hasScheme($value, $schemes)) {
                    $found[] = "$name=\"$value\"";
                }
            }
        }

        return $found;
    }

    /** @return iterable<DOMElement> */
    private function elements(DOMNode $parent): iterable
    {
        foreach ($this->nodes($parent) as $node) {
            if ($node instanceof DOMElement) {
                yield $node;
            }
        }
    }

    /** @return iterable<DOMNode> every node under `$parent`, in document order */
    private function nodes(DOMNode $parent): iterable
    {
        foreach ($parent->childNodes as $node) {
            yield $node;
            yield from $this->nodes($node);
        }
    }
}
