<?php

namespace SiteWidgets\Laravel\Html;

use DOMElement;
use Masterminds\HTML5\Parser\DOMTreeBuilder;
use Masterminds\HTML5\Parser\Scanner;
use Masterminds\HTML5\Parser\Tokenizer;

/**
 * How deep the HTML5 parser (php-masterminds-html5) nests an answer, measured by its own tree
 * builder, stopped as soon as the tree is deeper than the cap. The parser's own reading, not a
 * guess at it: what it closes on its own (an `<li>` only right after an `<li>`, a `<p>` at the
 * next block) and what it never reads as a tag (an attribute's value, a comment, a script's
 * text) count as in the tree it would build, so no answer is parsed deeper than the cap. Its
 * work then grows with the answer's length only: each start tag looks through the open
 * elements, never more than the cap of them.
 */
final class NestingDepth extends DOMTreeBuilder
{
    private int $cap = 0;

    /** Whether the parser would nest `$html` more than `$cap` elements deep. */
    public static function exceeds(string $html, int $cap): bool
    {
        // The input and the settings of Sanitizer's parser: HTML elements without a namespace.
        $builder = new self(true, ['disable_html_ns' => true]);
        $builder->cap = $cap;
        try {
            (new Tokenizer(new Scanner(ParserInput::of($html), 'UTF-8'), $builder))->parse();
        } catch (HtmlTooLarge) {
            return true;
        }

        return false;
    }

    /** The parser's start tag, then the depth it left its current element at. */
    public function startTag($name, $attributes = [], $selfClosing = false)
    {
        $mode = parent::startTag($name, $attributes, $selfClosing);
        $depth = 0;
        for ($node = $this->current; $node instanceof DOMElement; $node = $node->parentNode) {
            if (++$depth > $this->cap) {
                throw new HtmlTooLarge("nested more than {$this->cap} deep");
            }
        }

        return $mode;
    }
}
