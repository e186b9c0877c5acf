<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Validation;

use SiteWidgets\Laravel\Distributor\Week;

/**
 * A place inside an hours value, in the words of the form that will edit it: ['weekly', 'mon',
 * '1', '0'] is "el lunes, horario 2, apertura", ['exceptions', '0', 'date'] "la excepción 1, fecha".
 */
final class HoursPlace
{
    private const NAMES = [
        'weekly' => 'la semana',
        'holidays' => 'los feriados',
        'exceptions' => 'las excepciones',
        'closure' => 'el cierre temporal',
        'date' => 'fecha',
        'ranges' => 'horarios',
        'from' => 'desde',
        'until' => 'hasta',
        'reason' => 'motivo',
    ];

    /** @param list<string> $path object keys and list indexes, as a JSON pointer's parts */
    public static function of(array $path): string
    {
        if ($path === []) {
            return 'el horario';
        }
        $parts = [];
        $inRanges = false;
        foreach ($path as $depth => $key) {
            $parent = $path[$depth - 1] ?? null;
            if ($parent === 'weekly' && isset(Week::SPANISH[$key])) {
                $parts = ['el '.Week::SPANISH[$key]];
                $inRanges = true;
            } elseif ($parent === 'exceptions' && ctype_digit($key)) {
                $parts = ['la excepción '.((int) $key + 1)];
            } elseif ($key === 'ranges' && count($parts) > 0) {
                // "la excepción 1, horario 2": named only when the place is the list itself.
                $inRanges = true;
                if ($depth === count($path) - 1) {
                    $parts[] = self::NAMES[$key];
                }
            } elseif ($inRanges && ctype_digit($key) && ! str_starts_with(end($parts), 'horario ')) {
                $parts[] = 'horario '.((int) $key + 1);
            } elseif ($inRanges && ctype_digit($key)) {
                $parts[] = $key === '0' ? 'apertura' : 'cierre';
            } else {
                $parts[] = self::NAMES[$key] ?? "«{$key}»";
            }
        }

        return implode(', ', $parts);
    }
}
