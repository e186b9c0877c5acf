<?php

namespace SiteWidgets\Laravel\Validation;

/**
 * Where a posted JSON value does not fit its schema, in the Spanish the editors use for the
 * same problem (src/admin/shared/document/describe-value.ts): "en elemento 1 → «steps» → elemento 2
 * → «text» se esperaba un texto o un número y hay una lista de 1 elemento".
 */
class ShapeMessage
{
    /**
     * @param  mixed  $data  the decoded value, objects as objects
     * @param  array<int, array{pointer?: string}>  $errors  the validator's errors
     */
    public static function for(mixed $data, object $schema, array $errors): string
    {
        $path = self::deepestPath($errors);
        [$found, $node] = self::walk($data, $schema, $path);

        return self::describePath($data, $path).' se esperaba '.self::describeExpected($node).' y hay '.self::describeValue($found);
    }

    /** The most precise of the errors: an `anyOf` reports its branches' errors below its own. */
    private static function deepestPath(array $errors): array
    {
        $deepest = [];
        foreach ($errors as $error) {
            $pointer = (string) ($error['pointer'] ?? '');
            $path = $pointer === '' ? [] : array_map(
                fn (string $part) => str_replace(['~1', '~0'], ['/', '~'], $part),
                explode('/', ltrim($pointer, '/')),
            );
            if (count($path) > count($deepest)) {
                $deepest = $path;
            }
        }

        return $deepest;
    }

    /** The value at `$path` and the schema that describes it. */
    private static function walk(mixed $data, object $schema, array $path): array
    {
        $value = $data;
        $node = $schema;
        foreach ($path as $key) {
            $node = self::branchFor($node, $value);
            if (is_array($value)) {
                $value = $value[(int) $key] ?? null;
                $node = is_object($node->items ?? null) ? $node->items : (object) [];
            } elseif (is_object($value)) {
                $value = $value->{$key} ?? null;
                $node = $node->properties->{$key} ?? (object) [];
            } else {
                return [null, (object) []];
            }
        }

        return [$value, $node];
    }

    /** Of an `anyOf`, the branch for a list or an object (the one a container was meant to match). */
    private static function branchFor(object $node, mixed $value): object
    {
        foreach ($node->anyOf ?? [] as $branch) {
            $type = $branch->type ?? null;
            if ((is_array($value) && $type === 'array') || (is_object($value) && $type === 'object')) {
                return $branch;
            }
        }

        return $node;
    }

    private static function describePath(mixed $data, array $path): string
    {
        if ($path === []) {
            return 'en el valor completo';
        }
        $parts = [];
        $value = $data;
        foreach ($path as $key) {
            if (is_array($value)) {
                $parts[] = 'elemento '.((int) $key + 1);
                $value = $value[(int) $key] ?? null;
            } else {
                $parts[] = "«{$key}»";
                $value = is_object($value) ? ($value->{$key} ?? null) : null;
            }
        }

        return 'en '.implode(' → ', $parts);
    }

    private static function describeExpected(object $node): string
    {
        if (isset($node->enum)) {
            return 'uno de '.implode(', ', array_map(fn ($value) => '«'.$value.'»', array_filter($node->enum, 'is_string')));
        }
        $types = [];
        foreach ($node->anyOf ?? [(object) ['type' => $node->type ?? null]] as $branch) {
            if (isset($branch->enum)) {
                $types[] = self::describeExpected($branch);
                continue;
            }
            foreach ((array) ($branch->type ?? []) as $type) {
                $types[] = match ($type) {
                    'array' => 'una lista',
                    'object' => 'un objeto',
                    'string' => 'un texto',
                    'number', 'integer' => 'un número',
                    'boolean' => 'verdadero o falso',
                    default => null,
                };
            }
        }
        $types = array_values(array_unique(array_filter($types)));
        if ($types === []) {
            return 'otro tipo de valor';
        }
        $last = array_pop($types);

        return $types === [] ? $last : implode(', ', $types).' o '.$last;
    }

    private static function describeValue(mixed $value): string
    {
        return match (true) {
            $value === null => 'null',
            is_array($value) => 'una lista de '.count($value).' elemento'.(count($value) === 1 ? '' : 's'),
            is_string($value) => 'el texto «'.(mb_strlen($value) > 40 ? mb_substr($value, 0, 39).'…' : $value).'»',
            is_int($value), is_float($value) => 'el número '.$value,
            is_bool($value) => 'el valor '.($value ? 'true' : 'false'),
            default => 'un objeto',
        };
    }
}
