<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Proposals;

use SiteWidgets\Laravel\Revisions\RevisionOptions;
use SiteWidgets\Laravel\Revisions\ThreeWay;

/**
 * A proposal compared with what is stored, in words, field by field: each field it would change,
 * its label and both values as the model's revision options show them (`showFieldUsing`: opening
 * hours as sentences, products by name). What the editors' queue prints.
 */
final class ProposalChanges
{
    /**
     * @param  array<string, mixed>  $current
     * @param  array<string, mixed>  $proposed
     * @return list<array{field: string, label: string, before: string, after: string}>
     */
    public static function of(RevisionOptions $options, array $current, array $proposed): array
    {
        $changes = [];
        foreach ($options->fields() as $field => $label) {
            if (! array_key_exists($field, $proposed) || ThreeWay::same([$current[$field] ?? null], [$proposed[$field]])) {
                continue;
            }
            $changes[] = [
                'field' => $field,
                'label' => $label,
                'before' => self::words($options->showField($field, $current[$field] ?? null)),
                'after' => self::words($options->showField($field, $proposed[$field])),
            ];
        }

        return $changes;
    }

    private static function words(mixed $value): string
    {
        if ($value === null || $value === '' || $value === []) {
            return 'sin dato';
        }

        return is_scalar($value) ? (string) $value : (string) json_encode($value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);
    }
}
