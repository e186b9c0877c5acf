<?php

namespace SiteWidgets\Laravel\Revisions;

use Illuminate\Support\Carbon;
use SiteWidgets\Laravel\Generated\Contracts;

/**
 * What a refused save's page says (StaleRevision::render): the message naming who saved and
 * when, the plain fields whose changes this editor keeps, and those both editors changed, each
 * with this editor's values and how they read ("Tu versión: «…»").
 */
final class Refusal
{
    /** @param  array<string, array{values: array<string, mixed>, text: string}>  $conflicts */
    public function __construct(
        public readonly string $message,
        public readonly string $kept,
        public readonly string $conflicting,
        public readonly array $conflicts,
    ) {
    }

    /** @param  array{values: array, mine: list<string>, conflicts: array<string, array>}  $merged  ThreeWay::merge's */
    public static function of(RevisionOptions $options, array $merged, ?Revision $latest, mixed $userId): self
    {
        $conflicts = [];
        foreach ($merged['conflicts'] as $group => $values) {
            $conflicts[$group] = ['values' => $values, 'text' => $options->describeGroup($group, $values)];
        }

        return new self(
            self::message($options->subjectWords(), $latest, $userId),
            self::labels($options, $merged['mine']),
            self::labels($options, array_keys($conflicts)),
            $conflicts,
        );
    }

    /** "«Redacción» guardó esta receta a las 9:42, mientras la editabas. No se guardaron tus cambios: …" */
    private static function message(array $subject, ?Revision $latest, mixed $userId): string
    {
        [$item, $pronoun] = $subject;
        $at = $latest?->created_at;
        $when = match (true) {
            ! $at instanceof Carbon => '',
            // The clock as the editing-presence notice writes it ("9:05"), about the same save.
            $at->isToday() => ' a las '.$at->format(Contracts::CLOCK),
            default => ' el '.$at->format('j/n').' a las '.$at->format(Contracts::CLOCK),
        };
        $name = $latest?->user_id === null ? null : $latest->user?->name;
        $saved = match (true) {
            $latest?->user_id !== null && $userId !== null && (string) $latest->user_id === (string) $userId => "Vos guardaste $item$when desde otra pestaña o ventana, mientras $pronoun editabas acá.",
            $name !== null => "«{$name}» guardó $item$when, mientras $pronoun editabas.",
            default => "Alguien guardó $item$when, mientras $pronoun editabas.",
        };

        return $saved.' No se guardaron tus cambios: cada editor te ofrece combinarlos con los suyos.';
    }

    /** The groups' labels in a sentence: "el nombre, la categoría y la imagen". */
    private static function labels(RevisionOptions $options, array $groups): string
    {
        $labels = array_map(fn ($group) => $options->groups()[$group]['label'], $groups);
        $last = array_pop($labels);

        return $labels === [] ? (string) $last : implode(', ', $labels).' y '.$last;
    }
}
