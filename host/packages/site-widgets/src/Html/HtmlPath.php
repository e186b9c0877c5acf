<?php

namespace SiteWidgets\Laravel\Html;

/**
 * Where the HTML sits in a stored JSON value: `*.content` is the `content` of every entry of
 * a list (the FAQ's answers), an empty path the value itself. One reading for the form's
 * check (HtmlFits) and the command that cleans what is stored (site-widgets:clean-html).
 */
final class HtmlPath
{
    /** @var list<string> */
    private array $keys;

    public function __construct(string $path)
    {
        $this->keys = $path === '' ? [] : explode('.', $path);
    }

    /**
     * Every string at the path, with where it is (the list positions and keys that led there).
     *
     * @return iterable<array{0: string, 1: list<int|string>}>
     */
    public function strings(mixed $data): iterable
    {
        return $this->walk($data, $this->keys, []);
    }

    /** The value with `$change` applied to every string at the path; the rest as it was. */
    public function map(mixed $data, callable $change): mixed
    {
        return $this->rewrite($data, $this->keys, $change);
    }

    /**
     * @param  list<string>  $keys
     * @param  list<int|string>  $place
     * @return iterable<array{0: string, 1: list<int|string>}>
     */
    private function walk(mixed $data, array $keys, array $place): iterable
    {
        if ($keys === []) {
            if (is_string($data)) {
                yield [$data, $place];
            }

            return;
        }
        [$key, $rest] = [$keys[0], array_slice($keys, 1)];
        if (! is_array($data)) {
            return;
        }
        foreach ($key === '*' ? $data : (array_key_exists($key, $data) ? [$key => $data[$key]] : []) as $index => $child) {
            yield from $this->walk($child, $rest, [...$place, $index]);
        }
    }

    /** @param  list<string>  $keys */
    private function rewrite(mixed $data, array $keys, callable $change): mixed
    {
        if ($keys === []) {
            return is_string($data) ? $change($data) : $data;
        }
        if (! is_array($data)) {
            return $data;
        }
        [$key, $rest] = [$keys[0], array_slice($keys, 1)];
        foreach ($key === '*' ? array_keys($data) : (array_key_exists($key, $data) ? [$key] : []) as $index) {
            $data[$index] = $this->rewrite($data[$index], $rest, $change);
        }

        return $data;
    }
}
