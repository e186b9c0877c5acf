<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Recipe;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Recipe\Stored;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Recipe\Stored's texts and lists, the tolerant reading every printed page goes through: what
 * is not text, or not a list of objects, is none, never an error. (Its flags and numbers beside
 * the bundle's: stored-values.json, Contracts\StoredValuesTest.)
 */
final class StoredTest extends TestCase
{
    /** @return array<string, array{0: mixed, 1: ?string, 2: ?string}> the value, as text, as shown */
    public static function texts(): array
    {
        return [
            'a string' => ['Pan', 'Pan', 'Pan'],
            'a string with spaces' => ['  Pan  ', '  Pan  ', 'Pan'],
            'blank' => ['   ', '   ', null],
            'empty' => ['', '', null],
            'a whole number' => [4, '4', '4'],
            'zero' => [0, '0', '0'],
            'a fraction' => [1.5, '1.5', '1.5'],
            'not UTF-8' => ["Pan \xFF", "Pan \u{FFFD}", "Pan \u{FFFD}"],
            'true' => [true, null, null],
            'null' => [null, null, null],
            'a list' => [['Pan'], null, null],
            'an object' => [(object) ['name' => 'Pan'], null, null],
        ];
    }

    /** @dataProvider texts */
    #[DataProvider('texts')]
    public function testReadsATextFieldAsTheEditorsDo(mixed $value, ?string $text, ?string $shown): void
    {
        $this->assertSame($text, Stored::text($value));
        $this->assertSame($shown, Stored::shown($value));
    }

    public function testKeepsTheObjectsOfAListAndLeavesOutTheRest(): void
    {
        $this->assertSame(
            [['name' => 'Masa'], [], ['name' => 'Relleno']],
            Stored::records([['name' => 'Masa'], ['una', 'lista'], [], 'texto', null, 3, ['name' => 'Relleno']]),
        );
    }

    public function testReadsAnythingButAListAsNoRecords(): void
    {
        foreach ([null, 'texto', 3, ['masa' => ['name' => 'Masa']], [1 => ['name' => 'fuera de orden']]] as $value) {
            $this->assertSame([], Stored::records($value));
        }
    }
}
