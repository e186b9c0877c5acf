<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel;

use Collator;
use RuntimeException;
use SiteWidgets\Laravel\Generated\Contracts;

/**
 * The order the widgets list names in (src/shared/distributors/name-order.ts: Spanish collation,
 * accents and case aside, numbers by their value, 'Distribuidora 2' before 'Distribuidora 10'),
 * for the pages printed for visitors without JavaScript, so that each of their pages lists the
 * names the widget's does. PHP's ICU collator (php-intl), set from the bundle's own settings
 * (`Generated\Contracts::NAME_ORDER`); test/fixtures/contracts/name-order.json runs both.
 */
final class NameOrder
{
    /** Intl.Collator's `sensitivity` as ICU's strength and case level. */
    private const SENSITIVITY = [
        'base' => [Collator::PRIMARY, Collator::OFF],
        'accent' => [Collator::SECONDARY, Collator::OFF],
        'case' => [Collator::PRIMARY, Collator::ON],
        'variant' => [Collator::TERTIARY, Collator::OFF],
    ];

    private static ?Collator $collator = null;

    /** Below zero when `$a` comes first, zero when the order does not tell them apart. */
    public static function compare(string $a, string $b): int
    {
        return self::collator()->compare($a, $b);
    }

    /**
     * The items in name order; items whose names compare equal keep their order, as
     * JavaScript's sort keeps it.
     *
     * @template T
     *
     * @param  iterable<T>  $items
     * @param  callable(T): string  $name
     * @return list<T>
     */
    public static function sort(iterable $items, callable $name): array
    {
        $list = [];
        foreach ($items as $item) {
            $list[] = $item;
        }
        // usort is stable since PHP 8.0.
        usort($list, fn ($a, $b) => self::compare($name($a), $name($b)));

        return $list;
    }

    private static function collator(): Collator
    {
        if (self::$collator === null) {
            $settings = Contracts::NAME_ORDER;
            $collator = new Collator($settings['locale']);
            [$strength, $caseLevel] = self::SENSITIVITY[$settings['sensitivity']];
            $collator->setStrength($strength);
            $collator->setAttribute(Collator::CASE_LEVEL, $caseLevel);
            $collator->setAttribute(Collator::NUMERIC_COLLATION, $settings['numeric'] ? Collator::ON : Collator::OFF);
            if (intl_is_failure($collator->getErrorCode())) {
                throw new RuntimeException('the name order\'s collator could not be set: '.$collator->getErrorMessage());
            }
            self::$collator = $collator;
        }

        return self::$collator;
    }
}
