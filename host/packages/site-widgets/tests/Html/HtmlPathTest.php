<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

use SiteWidgets\Laravel\Html\HtmlPath;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Html\HtmlPath: the strings at a path of a stored JSON value (`*.content`, the FAQ's answers),
 * with where each is, and the value with them changed and everything else as it was.
 */
final class HtmlPathTest extends TestCase
{
    private const FAQ = [
        ['question' => '¿Cómo se guarda?', 'content' => '<p>En frío</p>'],
        ['question' => 'Sin respuesta'],
        ['question' => '¿Y el horno?', 'content' => ['<p>una lista</p>']],
        'no es un objeto',
        ['question' => '¿Cuánto dura?', 'content' => '<p>Una semana</p>', 'extra' => ['content' => 'no está en el camino']],
    ];

    public function testFindsEveryStringAtAListsPathWithItsPlace(): void
    {
        $this->assertSame(
            [['<p>En frío</p>', [0, 'content']], ['<p>Una semana</p>', [4, 'content']]],
            iterator_to_array((new HtmlPath('*.content'))->strings(self::FAQ), false),
        );
    }

    public function testAnEmptyPathIsTheValueItself(): void
    {
        $this->assertSame([['<p>sola</p>', []]], iterator_to_array((new HtmlPath(''))->strings('<p>sola</p>'), false));
        $this->assertSame([], iterator_to_array((new HtmlPath(''))->strings(['<p>en una lista</p>']), false));
    }

    public function testFollowsKeysAndListsAtAnyDepth(): void
    {
        $value = ['sections' => [['items' => ['a', 'b']], ['items' => 'no es una lista'], ['items' => ['c']]]];

        $this->assertSame(
            [['a', ['sections', 0, 'items', 0]], ['b', ['sections', 0, 'items', 1]], ['c', ['sections', 2, 'items', 0]]],
            iterator_to_array((new HtmlPath('sections.*.items.*'))->strings($value), false),
        );
    }

    public function testFindsNothingInAValueOfAnotherShape(): void
    {
        foreach ([null, 3, 'texto', [], ['content' => '<p>x</p>']] as $value) {
            $this->assertSame([], iterator_to_array((new HtmlPath('*.content'))->strings($value), false));
        }
    }

    public function testChangesEveryStringAtThePathAndNothingElse(): void
    {
        $changed = (new HtmlPath('*.content'))->map(self::FAQ, fn (string $html): string => "<div>$html</div>");

        $expected = self::FAQ;
        $expected[0]['content'] = '<div><p>En frío</p></div>';
        $expected[4]['content'] = '<div><p>Una semana</p></div>';
        $this->assertSame($expected, $changed);
    }

    public function testChangesTheValueItselfAtAnEmptyPathAndLeavesOtherShapesAlone(): void
    {
        $wrap = fn (string $html): string => "<div>$html</div>";

        $this->assertSame('<div><p>x</p></div>', (new HtmlPath(''))->map('<p>x</p>', $wrap));
        $this->assertSame(['<p>x</p>'], (new HtmlPath(''))->map(['<p>x</p>'], $wrap));
        $this->assertSame(42, (new HtmlPath('*.content'))->map(42, $wrap));
        $this->assertSame(['content' => 1], (new HtmlPath('content'))->map(['content' => 1], $wrap));
    }
}
