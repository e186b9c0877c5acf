<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use LogicException;

/**
 * The shared fixtures of the logic the bundle and this package both hold
 * (test/fixtures/contracts/*.json at the repository's root; docs/architecture.md, "Contracts
 * with the host"): the bundle's jest tests run its code on them, the tests here the package's.
 */
final class ContractFixture
{
    public static function folder(): string
    {
        return dirname(__DIR__, 2).'/../../../test/fixtures/contracts';
    }

    /** @return list<string> every fixture's name, as its file is named */
    public static function names(): array
    {
        $names = array_map(static fn (string $file): string => basename($file, '.json'), glob(self::folder().'/*.json') ?: []);
        sort($names);

        return $names;
    }

    /**
     * The fixture's JSON, objects as arrays, or as objects when `$objects` (as the package
     * reads an editor's value). A difference's `ts` side may hold half a surrogate pair (the
     * editors cut a text at 40 UTF-16 units), which PHP's JSON reader refuses: it reads as
     * U+FFFD here, where only the package's side is compared.
     */
    public static function read(string $name, bool $objects = false): mixed
    {
        $file = self::folder()."/$name.json";
        $json = file_get_contents($file);
        if ($json === false) {
            throw new LogicException("no fixture $file");
        }
        $json = preg_replace('/\\\\ud[89ab][0-9a-f]{2}(?!\\\\ud[c-f][0-9a-f]{2})|(?<!\\\\ud[89ab][0-9a-f]{2})\\\\ud[c-f][0-9a-f]{2}/i', '\\ufffd', $json);

        return json_decode((string) $json, ! $objects, 64, JSON_THROW_ON_ERROR);
    }

    /**
     * Data sets named by what sets them apart (`"1 hora"`): each case is its own test, and its
     * name says which one failed. Two cases of one name would silently be one.
     *
     * @param  iterable<mixed>  $cases
     * @param  callable(mixed): mixed  $name  what names a case (its input), written as JSON
     * @param  callable(mixed): list<mixed>  $arguments  the test's arguments for a case
     * @return array<string, list<mixed>>
     */
    public static function dataSets(iterable $cases, callable $name, callable $arguments): array
    {
        $sets = [];
        foreach ($cases as $case) {
            $key = self::visible(json_encode($name($case), JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES));
            if (array_key_exists($key, $sets)) {
                throw new LogicException("two cases named $key");
            }
            $sets[$key] = $arguments($case);
        }

        return $sets;
    }

    /** Characters one cannot see (a no-break space, a BOM) as their escapes: two names that read alike are alike. */
    private static function visible(string $json): string
    {
        return (string) preg_replace_callback(
            '/[^\P{Z} ]|\p{Cf}/u',
            static fn (array $match): string => sprintf('\\u%04x', mb_ord($match[0], 'UTF-8')),
            $json,
        );
    }
}
