<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests;

use SiteWidgets\Laravel\NameOrder;

/**
 * NameOrder beyond the shared fixture (name-order.json, Contracts\NameOrderTest): any items
 * sorted by the name they give, from any iterable, ties kept in the order they came.
 */
final class NameOrderTest extends TestCase
{
    public function testComparesAsTheWidgetsCollatorDoes(): void
    {
        $this->assertLessThan(0, NameOrder::compare('Distribuidora 2', 'Distribuidora 10'));
        $this->assertGreaterThan(0, NameOrder::compare('Ñandú', 'Nube'));
        $this->assertSame(0, NameOrder::compare('Córdoba', 'CORDOBA'));
    }

    public function testSortsItemsByTheNameTheyGiveKeepingTiesInTheirOrder(): void
    {
        $items = [
            (object) ['id' => 1, 'name' => 'córdoba'],
            (object) ['id' => 2, 'name' => 'Almacén 10'],
            (object) ['id' => 3, 'name' => 'CÓRDOBA'],
            (object) ['id' => 4, 'name' => 'Almacén 9'],
            (object) ['id' => 5, 'name' => 'Cordoba'],
        ];

        $sorted = NameOrder::sort($items, static fn (object $item): string => $item->name);

        $this->assertSame([4, 2, 1, 3, 5], array_map(static fn (object $item): int => $item->id, $sorted));
    }

    public function testSortsAnyIterableIntoAList(): void
    {
        $names = (static function (): iterable {
            yield 'x' => 'Zeta';
            yield 'y' => 'Álamo';
        })();

        $this->assertSame(['Álamo', 'Zeta'], NameOrder::sort($names, static fn (string $name): string => $name));
    }
}
