<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use PHPUnit\Framework\Attributes\DataProvider;
use ReflectionMethod;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Validation\ShapeMessage;

/**
 * shape-words.json: where a shape problem is and what was found there, in the editors' words
 * (src/admin/shared/document/describe-value.ts), as Validation\ShapeMessage says them in the
 * host's 422. Values are read with objects as objects, as EditorValue hands them over.
 */
final class ShapeWordsTest extends TestCase
{
    /** @return array<string, array{0: mixed, 1: list<string>, 2: string}> */
    public static function paths(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('shape-words', true)->paths,
            static fn (object $case): array => $case->path,
            static fn (object $case): array => [$case->value, array_map('strval', $case->path), $case->expected],
        );
    }

    /** @return array<string, array{0: mixed, 1: string}> */
    public static function values(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('shape-words', true)->values,
            static fn (object $case): mixed => $case->input,
            static fn (object $case): array => [$case->input, $case->expected],
        );
    }

    /** @return array<string, array{0: mixed, 1: string, 2: string, 3: string}> */
    public static function differences(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('shape-words', true)->differences,
            static fn (object $case): mixed => $case->input,
            static fn (object $case): array => [$case->input, $case->ts, $case->php, $case->why],
        );
    }

    /**
     * @dataProvider paths
     *
     * @param  list<string>  $path  as JSON Schema's pointer gives it: every step a text
     */
    #[DataProvider('paths')]
    public function testSaysWhereAsTheEditorsDo(mixed $value, array $path, string $expected): void
    {
        $this->assertSame($expected, self::words('describePath', $value, $path));
    }

    /** @dataProvider values */
    #[DataProvider('values')]
    public function testSaysWhatWasFoundAsTheEditorsDo(mixed $value, string $expected): void
    {
        $this->assertSame($expected, self::words('describeValue', $value));
    }

    /** @dataProvider differences */
    #[DataProvider('differences')]
    public function testDiffersOnlyWhereTheFixtureSaysWhy(mixed $value, string $editors, string $package, string $why): void
    {
        $this->assertNotSame($editors, $package, 'a difference the editors and the package agree on is none');
        $this->assertNotSame('', trim($why));
        $this->assertSame($package, self::words('describeValue', $value));
    }

    /** One of ShapeMessage's own words, which it keeps private: its message is made of them. */
    private static function words(string $method, mixed ...$arguments): string
    {
        return (new ReflectionMethod(ShapeMessage::class, $method))->invoke(null, ...$arguments);
    }
}
