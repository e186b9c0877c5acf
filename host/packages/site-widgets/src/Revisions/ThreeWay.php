<?php

namespace SiteWidgets\Laravel\Revisions;

/**
 * A refused save's plain fields (a post's name, category, image: the host's own inputs, not
 * the editors' JSON), merged three ways: base = the revision the form was loaded at, mine =
 * what was posted, theirs = what is stored now. Fields that change together (a category and its
 * subcategory) are merged as one group.
 *
 * - changed by this editor only → this editor's value;
 * - by the other only (or by neither) → the stored value;
 * - by both, differently → the stored value, and a conflict that offers this editor's;
 * - base unknown (pruned) → any difference is a conflict.
 */
final class ThreeWay
{
    /**
     * Returns `values`, what each field shows; `mine`, the groups whose value is this editor's;
     * `conflicts`, per group both changed, this editor's values.
     *
     * @param  array<string, list<string>>  $groups  group => its fields
     * @param  array<string, mixed>|null  $base
     * @param  array<string, mixed>  $mine  a field not posted counts as unchanged
     * @param  array<string, mixed>  $theirs
     * @return array{values: array<string, mixed>, mine: list<string>, conflicts: array<string, array<string, mixed>>}
     */
    public static function merge(array $groups, ?array $base, array $mine, array $theirs): array
    {
        $values = [];
        $kept = [];
        $conflicts = [];
        foreach ($groups as $group => $fields) {
            $pick = fn (array $from, array $fallback) => array_combine($fields, array_map(fn ($field) => array_key_exists($field, $from) ? $from[$field] : ($fallback[$field] ?? null), $fields));
            $their = $pick($theirs, []);
            $origin = $base === null ? null : $pick($base, []);
            $my = $pick($mine, $origin ?? $their);
            if (self::same($my, $their) || ($origin !== null && self::same($my, $origin))) {
                $values += $their;
            } elseif ($origin !== null && self::same($their, $origin)) {
                $values += $my;
                $kept[] = $group;
            } else {
                $values += $their;
                $conflicts[$group] = $my;
            }
        }

        return ['values' => $values, 'mine' => $kept, 'conflicts' => $conflicts];
    }

    /** Equal as a form posts them: `3` and `"3"`, null and `""` are the same value. */
    public static function same(array $a, array $b): bool
    {
        $text = fn (array $values) => array_map(fn ($value) => is_scalar($value) || $value === null ? (string) $value : json_encode($value), $values);

        return $text($a) === $text($b);
    }
}
