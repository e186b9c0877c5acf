<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Revisions;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Revisions\ThreeWay;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Revisions\ThreeWay: a refused save's plain fields merged with what is stored now, from the
 * revision the form was loaded at (revisions-saves.test.ts holds the forms through the host).
 */
final class ThreeWayTest extends TestCase
{
    /** A post's plain fields, as the host's recipe form groups them: a category and its subcategory change together. */
    private const GROUPS = ['name' => ['name'], 'category' => ['tag_id', 'sub_tag'], 'image' => ['image']];

    private const BASE = ['name' => 'Pan', 'tag_id' => 1, 'sub_tag' => null, 'image' => '/a.jpg'];

    /**
     * @return array<string, array{0: array<string, mixed>, 1: array<string, mixed>, 2: array<string, mixed>, 3: list<string>, 4: array<string, array<string, mixed>>}>
     *     what this editor posted, what is stored now; the values shown, the groups that are this editor's, the conflicts
     */
    public static function merges(): array
    {
        $base = self::BASE;

        return [
            'nobody changed anything' => [$base, $base, $base, [], []],
            'changed by this editor only: theirs' => [
                ['name' => 'Pan dulce'] + $base, $base,
                ['name' => 'Pan dulce'] + $base, ['name'], [],
            ],
            'changed by the other only: the stored value' => [
                $base, ['image' => '/b.jpg'] + $base,
                ['image' => '/b.jpg'] + $base, [], [],
            ],
            'changed by both alike: no conflict' => [
                ['name' => 'Pan dulce'] + $base, ['name' => 'Pan dulce'] + $base,
                ['name' => 'Pan dulce'] + $base, [], [],
            ],
            'changed by both otherwise: the stored value, and a conflict offering this editor’s' => [
                ['name' => 'Nombre de la editora'] + $base, ['name' => 'Nombre de Redacción'] + $base,
                ['name' => 'Nombre de Redacción'] + $base, [], ['name' => ['name' => 'Nombre de la editora']],
            ],
            'each a field of their own: both kept' => [
                ['name' => 'Nombre de la editora', 'tag_id' => 2, 'sub_tag' => 5] + $base, ['name' => 'Pan', 'image' => '/b.jpg'] + $base,
                ['name' => 'Nombre de la editora', 'tag_id' => 2, 'sub_tag' => 5, 'image' => '/b.jpg'], ['name', 'category'], [],
            ],
            'a group is one value: half of it changed by each is a conflict' => [
                ['tag_id' => 2] + $base, ['sub_tag' => 7] + $base,
                ['sub_tag' => 7] + $base, [], ['category' => ['tag_id' => 2, 'sub_tag' => null]],
            ],
            'a field not posted counts as unchanged' => [
                ['name' => 'Pan dulce'], ['image' => '/b.jpg'] + $base,
                ['name' => 'Pan dulce', 'tag_id' => 1, 'sub_tag' => null, 'image' => '/b.jpg'], ['name'], [],
            ],
            'as a form posts them: "2" is 2 and "" is null' => [
                ['tag_id' => '1', 'sub_tag' => ''] + $base, ['name' => 'Otro'] + $base,
                ['name' => 'Otro'] + $base, [], [],
            ],
        ];
    }

    /**
     * @dataProvider merges
     *
     * @param  array<string, mixed>  $mine
     * @param  array<string, mixed>  $theirs
     * @param  array<string, mixed>  $values
     * @param  list<string>  $kept
     * @param  array<string, array<string, mixed>>  $conflicts
     */
    #[DataProvider('merges')]
    public function testMergesEachGroupFromTheRevisionTheFormWasLoadedAt(array $mine, array $theirs, array $values, array $kept, array $conflicts): void
    {
        $merged = ThreeWay::merge(self::GROUPS, self::BASE, $mine, $theirs);

        $this->assertSame(self::byName($values), self::byName($merged['values']));
        $this->assertSame($kept, $merged['mine']);
        $this->assertSame($conflicts, $merged['conflicts']);
    }

    public function testWithoutItsBaseAnyDifferenceIsAConflict(): void
    {
        $merged = ThreeWay::merge(self::GROUPS, null, ['name' => 'Pan dulce'] + self::BASE, ['image' => '/b.jpg'] + self::BASE);

        $this->assertSame(['name' => 'Pan', 'tag_id' => 1, 'sub_tag' => null, 'image' => '/b.jpg'], $merged['values']);
        $this->assertSame([], $merged['mine']);
        $this->assertSame(['name' => ['name' => 'Pan dulce'], 'image' => ['image' => '/a.jpg']], $merged['conflicts']);
    }

    public function testWithoutItsBaseWhatBothHoldIsNoConflict(): void
    {
        $merged = ThreeWay::merge(self::GROUPS, null, ['name' => 'Pan'], self::BASE);

        $this->assertSame(self::BASE, $merged['values']);
        $this->assertSame([], $merged['conflicts']);
    }

    /** @return array<string, array{0: list<mixed>, 1: list<mixed>, 2: bool}> */
    public static function comparisons(): array
    {
        return [
            'a number and its digits' => [[3], ['3'], true],
            'null and an empty text' => [[null], [''], true],
            'false and an empty text' => [[false], [''], true],
            'true and "1"' => [[true], ['1'], true],
            'lists by their JSON' => [[['a', 'b']], [['a', 'b']], true],
            'lists in another order' => [[['a', 'b']], [['b', 'a']], false],
            'two texts' => [['Pan'], ['pan'], false],
            'zero and an empty text' => [[0], [''], false],
            'fields in another order' => [[1, 2], [2, 1], false],
        ];
    }

    /**
     * @dataProvider comparisons
     *
     * @param  list<mixed>  $a
     * @param  list<mixed>  $b
     */
    #[DataProvider('comparisons')]
    public function testComparesValuesAsAFormPostsThem(array $a, array $b, bool $same): void
    {
        $this->assertSame($same, ThreeWay::same($a, $b));
        $this->assertSame($same, ThreeWay::same($b, $a));
    }

    /**
     * @param  array<string, mixed>  $values
     * @return array<string, mixed>  the same, in name order: a form reads its fields by name
     */
    private static function byName(array $values): array
    {
        ksort($values);

        return $values;
    }
}
