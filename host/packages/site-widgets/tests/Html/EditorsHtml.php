<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

/**
 * What editors really write, and what must read back from the stored HTML as they meant it
 * (test/shared/html-attack-corpus.ts, BENIGN_EDITOR_HTML, at the repository's root): the
 * first element of the name given, its text or the attribute named.
 */
final class EditorsHtml
{
    /** @var list<array{html: string, element: string, attribute: ?string, reads: string}> */
    public const READS = [
        [
            'html' => '<p>Mirá el <a href="https://www.youtube.com/watch?v=abc&t=42" target="_blank">video</a>.</p>',
            'element' => 'a', 'attribute' => 'href', 'reads' => 'https://www.youtube.com/watch?v=abc&t=42',
        ],
        [
            'html' => '<a href="https://example.com/receta?utm_source=news&amp;utm_medium=email&utm_campaign=pan">receta</a>',
            'element' => 'a', 'attribute' => 'href', 'reads' => 'https://example.com/receta?utm_source=news&utm_medium=email&utm_campaign=pan',
        ],
        [
            'html' => '<a href="mailto:hola@example.com?subject=Consulta&body=Hola%20equipo">escribinos</a>',
            'element' => 'a', 'attribute' => 'href', 'reads' => 'mailto:hola@example.com?subject=Consulta&body=Hola%20equipo',
        ],
        ['html' => '<a href="tel:+5491112345678;ext=12?x=1&y=2">llamanos</a>', 'element' => 'a', 'attribute' => 'href', 'reads' => 'tel:+5491112345678;ext=12?x=1&y=2'],
        ['html' => '<p>Menos de < 5 g de sal & más de 3 > 2.</p>', 'element' => 'p', 'attribute' => null, 'reads' => 'Menos de < 5 g de sal & más de 3 > 2.'],
        [
            'html' => '<abbr>x</abbr><a href="/productos" title="El &quot;mejor&quot; pan, \'dice\' Ana">productos</a>',
            'element' => 'a', 'attribute' => 'title', 'reads' => 'El "mejor" pan, \'dice\' Ana',
        ],
        ['html' => '<img src="/storage/images/pan.webp?v=2&amp;w=640" alt="Pan & manteca">', 'element' => 'img', 'attribute' => 'src', 'reads' => '/storage/images/pan.webp?v=2&w=640'],
        ['html' => '<p>&lt;script&gt; escrito como texto</p>', 'element' => 'p', 'attribute' => null, 'reads' => '<script> escrito como texto'],
        ['html' => "<pre>\n  sangría\n  conservada</pre>", 'element' => 'pre', 'attribute' => null, 'reads' => "  sangría\n  conservada"],
        ['html' => '<p>Ñandú, pingüino, «comillas», €, 😀 y ½ taza</p>', 'element' => 'p', 'attribute' => null, 'reads' => 'Ñandú, pingüino, «comillas», €, 😀 y ½ taza'],
        ['html' => '<p>a&nbsp;b &copy; &amp;amp;</p>', 'element' => 'p', 'attribute' => null, 'reads' => "a\u{00a0}b © &amp;"],
        ['html' => '<a href="#paso-3">ir al paso 3</a>', 'element' => 'a', 'attribute' => 'href', 'reads' => '#paso-3'],
    ];

    /** @return list<string> */
    public static function inputs(): array
    {
        return array_column(self::READS, 'html');
    }
}
