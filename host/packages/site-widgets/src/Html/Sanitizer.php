<?php

namespace SiteWidgets\Laravel\Html;

use DOMElement;
use DOMNode;
use Masterminds\HTML5;
use SiteWidgets\Laravel\Utf8;

/**
 * HTML an editor posts (the FAQ's answers), cleaned before it is stored, with the bundle's
 * own allow-list (`Allowlist`): every other reader of the column (a legacy `{!! !!}` view, a
 * feed, an e-mail) gets clean HTML too, and the widgets still sanitize it when they show it.
 * As WordPress runs `wp_kses_post` on save.
 *
 * Parsed by an HTML5 parser (Debian's php-masterminds-html5, the tree a browser builds), then
 * written out by this class, never by the parser's serializer: as Symfony's HtmlSanitizer
 * and HTML Purifier do, the output is a new string holding only what the list allows, every
 * text and attribute value escaped here. Values are checked as they are written: the parser
 * has decoded their character references, so `&amp;#106;avascript:` is checked (and written
 * back) as the text `&#106;avascript:`, a harmless relative address, and `?v=abc&t=42` as it
 * is. What the list does not name goes: an element's tags with its content kept, or whole
 * for the elements DOMPurify drops whole (scripts, styles, SVG, MathML, frames…); every
 * attribute it does not name, namespaced ones (`xmlns:y`, `xlink:href`) among them; a link or
 * image address of another scheme; comments, CDATA and processing instructions.
 *
 * No library does this on the PHP the host runs: Debian bookworm's php-htmlpurifier 4.11
 * stops with a fatal error on PHP 8 (`$string{0}`, removed syntax), and Symfony's
 * HtmlSanitizer (6.1+) is not packaged for bookworm, whose Symfony is 5.4.
 */
final class Sanitizer
{
    /** DOMPurify's FORBID_CONTENTS: elements removed with everything inside them. */
    private const DROPPED_WHOLE = [
        'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms',
        'mtext', 'noembed', 'noframes', 'noscript', 'plaintext', 'script', 'selectedcontent', 'style', 'svg', 'template',
        'thead', 'title', 'video', 'xmp',
    ];

    /** The allow-list's elements that have no end tag. */
    private const VOID = ['br', 'hr', 'img'];

    /**
     * DOMPurify's ATTR_VALUE_BREAKOUT: a value that could close a comment or a raw-text
     * element if the HTML were ever handled as XML or pasted into such an element.
     */
    private const BREAKOUT = '/((--!?|\])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i';

    /** Attributes whose value is text, never a URL (DOMPurify's URI_SAFE_ATTRIBUTES of the list). */
    private const TEXT_ATTRIBUTES = ['title', 'alt'];

    /** What HTML calls whitespace, trimmed from every value as DOMPurify writes them. */
    private const SPACE = " \t\n\r\f";

    /** At most this many parses: each after the first only confirms, or settles a tree that re-nests. */
    private const PASSES = 4;

    /** How many written `<a>` the element being written is inside. */
    private int $linksOpen = 0;

    private function __construct(private readonly Allowlist $list, private readonly HTML5 $parser)
    {
    }

    /**
     * The HTML as the allow-list keeps it. Invalid UTF-8 is substituted (U+FFFD) first, line
     * breaks normalized as a browser reads them.
     *
     * @throws HtmlTooLarge past HtmlLimits' caps, before any of it is cleaned
     */
    public static function clean(string $html): string
    {
        $html = str_replace(["\r\n", "\r"], "\n", Utf8::valid($html));
        $exceeded = HtmlLimits::exceeded($html);
        if ($exceeded !== null) {
            throw new HtmlTooLarge($exceeded);
        }
        $sanitizer = new self(Allowlist::get(), new HTML5(['disable_html_ns' => true]));
        // Once what the list refuses is gone, what is left may parse into another tree
        // (`<th><abbr><th>` leaves a `<th>` in a `<th>`, which parses as two): cleaned
        // again until it reads back as written, so cleaning what is stored changes nothing.
        $clean = $sanitizer->pass($html);
        for ($pass = 1; $pass < self::PASSES; $pass++) {
            $again = $sanitizer->pass($clean);
            if ($again === $clean) {
                break;
            }
            $clean = $again;
        }

        return $clean;
    }

    private function pass(string $html): string
    {
        return $this->children($this->parser->loadHTMLFragment(ParserInput::of($html)));
    }

    private function children(DOMNode $parent): string
    {
        $html = '';
        foreach ($parent->childNodes as $node) {
            if ($node instanceof DOMElement) {
                $html .= $this->element($node);
            } elseif ($node->nodeType === XML_TEXT_NODE) {
                // Not CDATA (a DOMText too), comments or processing instructions: never kept.
                $html .= self::escape($node->nodeValue ?? '');
            }
        }

        return $html;
    }

    private function element(DOMElement $element): string
    {
        // The qualified name: `<x:p>` is no `<p>`.
        $name = strtolower($element->nodeName);
        if (! isset($this->list->elements[$name])) {
            return in_array($name, self::DROPPED_WHOLE, true) ? '' : $this->children($element);
        }
        if ($name === 'a' && $this->linksOpen > 0) {
            // A browser never keeps a link in a link: its parser closes the first one (the
            // adoption agency), and where a table stood between them the second reading makes
            // a third `<a>`, an element nobody wrote. Its content is kept, in the outer link.
            return $this->children($element);
        }
        $start = "<{$name}{$this->attributes($element, $name)}>";
        if (in_array($name, self::VOID, true)) {
            return $start;
        }
        if ($name === 'a') {
            $this->linksOpen++;
        }
        try {
            return $start.($name === 'pre' ? $this->preformatted($element) : $this->children($element))."</{$name}>";
        } finally {
            if ($name === 'a') {
                $this->linksOpen--;
            }
        }
    }

    /**
     * A browser drops the line break right after `<pre>` (the parser here keeps it): dropped
     * here too, and one written back when what follows starts with a line break, so the
     * text a browser shows is the one kept, and cleaning twice changes nothing.
     */
    private function preformatted(DOMElement $pre): string
    {
        $first = $pre->firstChild;
        if ($first !== null && $first->nodeType === XML_TEXT_NODE && str_starts_with($first->nodeValue ?? '', "\n")) {
            $first->nodeValue = substr($first->nodeValue, 1);
        }
        $inner = $this->children($pre);

        return str_starts_with($inner, "\n") ? "\n".$inner : $inner;
    }

    private function attributes(DOMElement $element, string $elementName): string
    {
        $written = '';
        $opensWindow = false;
        foreach ($element->attributes as $attribute) {
            // The qualified name, as the parser lower-cased it: `xmlns:y` or `xlink:href` is in no list.
            $name = $attribute->nodeName;
            $value = trim($attribute->value, self::SPACE);
            if (! isset($this->list->attributes[$name]) || ! $this->keeps($name, $value)) {
                continue;
            }
            if ($elementName === 'a' && $name === 'target') {
                // As the bundle does on render (src/shared/html/finish.ts): every target but `_self`
                // may open a window that could reach back through window.opener.
                $self = strtolower($value) === '_self';
                $value = $self ? '_self' : $value;
                $opensWindow = ! $self;
            }
            $written .= " {$name}=\"".self::escape($value).'"';
        }

        return $opensWindow ? $written.' rel="noopener noreferrer"' : $written;
    }

    private function keeps(string $name, string $value): bool
    {
        if (preg_match(self::BREAKOUT, $value)) {
            return false;
        }
        if ($name === 'href') {
            return Url::hasScheme($value, $this->list->linkSchemes);
        }
        if ($name === 'src') {
            return Url::hasScheme($value, $this->list->imageSchemes);
        }

        // As DOMPurify reads every other value: one that starts like a URL of another scheme
        // (`target="javascript:…"`) is dropped.
        return in_array($name, self::TEXT_ATTRIBUTES, true) || ! Url::looksLikeUrl($value) || Url::hasScheme($value, $this->list->linkSchemes);
    }

    /**
     * Text or an attribute value as HTML that reads back as exactly it, in text and in a
     * quoted value alike, and that no reader can take for markup.
     */
    private static function escape(string $text): string
    {
        return strtr($text, ['&' => '&amp;', '<' => '&lt;', '>' => '&gt;', '"' => '&quot;', "'" => '&#39;']);
    }
}
