<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Proposals;

use SiteWidgets\Laravel\Revisions\ThreeWay;

/**
 * What approving a proposal stores, field by field, by the revisions' three-way merge
 * (Revisions\ThreeWay, each field a group of its own): base = the revision the proposal was
 * made on, mine = the proposal, theirs = what is stored now. A field only the proposal changed
 * takes the proposal's value; one only an editor changed since keeps the editor's; one both
 * changed differently is a conflict, and then nothing is stored: approving never silently undoes
 * the other change. A base no longer kept (pruned) makes every difference a conflict.
 */
final class ProposalMerge
{
    /**
     * @param  list<string>  $fields  the fields a revision holds
     * @param  array<string, mixed>|null  $base
     * @param  array<string, mixed>  $proposed
     * @param  array<string, mixed>  $current
     * @return array{values: array<string, mixed>, changed: list<string>, conflicts: list<string>}
     *     the values to store, the fields the proposal changes, the fields in conflict
     */
    public static function merge(array $fields, ?array $base, array $proposed, array $current): array
    {
        $groups = array_combine($fields, array_map(fn (string $field) => [$field], $fields));
        $merged = ThreeWay::merge($groups, $base, array_intersect_key($proposed, $groups), $current);

        return ['values' => $merged['values'], 'changed' => $merged['mine'], 'conflicts' => array_keys($merged['conflicts'])];
    }
}
