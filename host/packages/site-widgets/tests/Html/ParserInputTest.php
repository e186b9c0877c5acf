<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Html\ParserInput;
use SiteWidgets\Laravel\Tests\TestCase;

/** Html\ParserInput: a `<` that opens no tag is given to the parser as text, as HTML5 reads it. */
final class ParserInputTest extends TestCase
{
    /** @return array<string, array{0: string, 1: string}> */
    public static function inputs(): array
    {
        return [
            'before a space' => ['menos de < 5 g', 'menos de &lt; 5 g'],
            'before a digit' => ['x<3', 'x&lt;3'],
            'before an equals sign' => ['a <= b', 'a &lt;= b'],
            'at the very end' => ['a <', 'a &lt;'],
            '`</` at the very end' => ['a </', 'a &lt;/'],
            'a tag' => ['<p>a</p>', '<p>a</p>'],
            'a comment' => ['<!-- c -->', '<!-- c -->'],
            'a processing instruction' => ['<?x ?>', '<?x ?>'],
            '`</` before more' => ['a </ b', 'a </ b'],
            'an escaped one' => ['&lt;', '&lt;'],
        ];
    }

    /** @dataProvider inputs */
    #[DataProvider('inputs')]
    public function testWritesALessThanThatOpensNoTagAsText(string $html, string $input): void
    {
        $this->assertSame($input, ParserInput::of($html));
    }
}
