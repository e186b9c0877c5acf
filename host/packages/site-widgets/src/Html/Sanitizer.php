<?php

namespace SiteWidgets\Blade\Html;

use DOMAttr;
use DOMElement;
use DOMNode;
use Masterminds\HTML5;

/**
 * HTML an editor posts (the FAQ's answers), cleaned before it is stored, with the bundle's
 * own allow-list (resources/html-allowlist.json, written from src/shared/html/allowlist.ts):
 * every other reader of the column (a feed, an app, a report) gets clean HTML too, and the
 * widgets still sanitize it when they show it. As WordPress runs `wp_kses_post` on save.
 *
 * Built the way DOMPurify (the bundle's sanitizer) and Symfony's HtmlSanitizer are: parsed
 * by an HTML5 parser (Debian's php-masterminds-html5, the tree a browser builds), then every
 * node checked against the allow-list and the tree serialized again. What the list does not
 * name goes: an element's tags with its content kept, or whole for the elements DOMPurify
 * drops whole (scripts, styles, SVG, MathML, frames…); any attribute it does not name; a
 * link or image address of another scheme. (Debian bookworm's php-htmlpurifier 4.11 does
 * not load on PHP 8.)
 */
class Sanitizer
{
    /** DOMPurify's FORBID_CONTENTS: elements removed with everything inside them. */
    private const DROPPED_WHOLE = [
        'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms',
        'mtext', 'noembed', 'noframes', 'noscript', 'plaintext', 'script', 'selectedcontent', 'style', 'svg', 'template',
        'thead', 'title', 'video', 'xmp',
    ];

    /**
     * DOMPurify's ATTR_VALUE_BREAKOUT: a value that could close a comment or a raw-text
     * element if the HTML were ever handled as XML or pasted into such an element.
     */
    private const BREAKOUT = '/((--!?|\])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i';

    /** Attributes whose value is text, never a URL (DOMPurify's URI_SAFE_ATTRIBUTES of the list). */
    private const TEXT_ATTRIBUTES = ['title', 'alt'];

    /** @var array{elements: array<string, true>, attributes: array<string, true>, linkSchemes: list<string>, imageSchemes: list<string>}|null */
    private static ?array $list = null;

    public static function clean(string $html): string
    {
        $parser = new HTML5(['disable_html_ns' => true]);
        $fragment = $parser->loadHTMLFragment(self::textLessThan($html));
        self::cleanChildren($fragment);

        return $parser->saveHTML($fragment);
    }

    /**
     * A `<` that cannot open a tag is text, as HTML5 parsers read it ("menos de < 5 g");
     * php-masterminds-html5 2.7 drops it instead. Written as `&lt;`, it reads the same
     * everywhere it can appear (text and attribute values decode it back).
     */
    private static function textLessThan(string $html): string
    {
        return preg_replace('/<(?![a-zA-Z!\/?])/', '&lt;', $html);
    }

    private static function cleanChildren(DOMNode $parent): void
    {
        // A copy: nodes are removed and unwrapped while walking.
        foreach (iterator_to_array($parent->childNodes) as $node) {
            if ($node instanceof DOMElement) {
                self::cleanElement($node);
            } elseif ($node->nodeType !== XML_TEXT_NODE) {
                // Comments, processing instructions, CDATA: never kept.
                $parent->removeChild($node);
            }
        }
    }

    private static function cleanElement(DOMElement $element): void
    {
        $list = self::list();
        $name = strtolower($element->localName ?? $element->nodeName);
        $parent = $element->parentNode;
        if (! isset($list['elements'][$name])) {
            if (! in_array($name, self::DROPPED_WHOLE, true)) {
                self::cleanChildren($element);
                while ($element->firstChild !== null) {
                    $parent->insertBefore($element->firstChild, $element);
                }
            }
            $parent->removeChild($element);

            return;
        }
        foreach (iterator_to_array($element->attributes) as $attribute) {
            if (! $attribute instanceof DOMAttr) {
                continue;
            }
            if (self::keeps($attribute)) {
                // Trimmed, as DOMPurify writes every value.
                $attribute->value = trim($attribute->value, " \t\n\r\f");
            } else {
                $element->removeAttributeNode($attribute);
            }
        }
        if ($name === 'a' && $element->hasAttribute('target')) {
            // As the bundle does on render (src/shared/html/finish.ts): every target but `_self`
            // may open a window that could reach back through window.opener.
            $self = strtolower($element->getAttribute('target')) === '_self';
            if ($self) {
                $element->setAttribute('target', '_self');
            } else {
                $element->setAttribute('rel', 'noopener noreferrer');
            }
        }
        self::cleanChildren($element);
    }

    private static function keeps(DOMAttr $attribute): bool
    {
        $list = self::list();
        $name = strtolower($attribute->name);
        if (! isset($list['attributes'][$name]) || preg_match(self::BREAKOUT, $attribute->value)) {
            return false;
        }
        if ($name === 'href') {
            return Url::hasScheme($attribute->value, $list['linkSchemes']);
        }
        if ($name === 'src') {
            return Url::hasScheme($attribute->value, $list['imageSchemes']);
        }

        // As DOMPurify reads every other value: one that starts like a URL of another scheme
        // (`target="javascript:…"`) is dropped.
        return in_array($name, self::TEXT_ATTRIBUTES, true) || ! Url::looksLikeUrl($attribute->value) || Url::hasScheme($attribute->value, $list['linkSchemes']);
    }

    private static function list(): array
    {
        if (self::$list === null) {
            $list = json_decode(file_get_contents(__DIR__.'/../../resources/html-allowlist.json'), true, 8, JSON_THROW_ON_ERROR);
            self::$list = [
                'elements' => array_fill_keys($list['elements'], true),
                'attributes' => array_fill_keys($list['attributes'], true),
                'linkSchemes' => $list['linkSchemes'],
                'imageSchemes' => $list['imageSchemes'],
            ];
        }

        return self::$list;
    }
}
