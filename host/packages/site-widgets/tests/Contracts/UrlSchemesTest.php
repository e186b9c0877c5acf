<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Html\Allowlist;
use SiteWidgets\Laravel\Html\Url;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * url-schemes.json: whether a link keeps one of the allow-list's schemes, as the bundle's
 * render decides with the browser's URL parser (src/shared/html/finish.ts) and Html\Url
 * decides on save; `differences` where the package deliberately keeps more, and why.
 */
final class UrlSchemesTest extends TestCase
{
    /** @return array<string, array{0: string, 1: bool}> */
    public static function cases(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('url-schemes')['cases'],
            static fn (array $case): string => $case['input'],
            static fn (array $case): array => [$case['input'], $case['expected']],
        );
    }

    /** @return array<string, array{0: string, 1: bool, 2: bool, 3: string}> */
    public static function differences(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('url-schemes')['differences'],
            static fn (array $case): string => $case['input'],
            static fn (array $case): array => [$case['input'], $case['ts'], $case['php'], $case['why']],
        );
    }

    /** @dataProvider cases */
    #[DataProvider('cases')]
    public function testKeepsTheAddressesTheBundleKeeps(string $input, bool $expected): void
    {
        $this->assertSame($expected, Url::hasScheme($input, Allowlist::get()->linkSchemes));
    }

    /** @dataProvider differences */
    #[DataProvider('differences')]
    public function testDiffersOnlyWhereTheFixtureSaysWhy(string $input, bool $bundle, bool $package, string $why): void
    {
        $this->assertNotSame($bundle, $package, 'a difference the bundle and the package agree on is none');
        $this->assertNotSame('', trim($why));
        $this->assertSame($package, Url::hasScheme($input, Allowlist::get()->linkSchemes));
    }

    public function testTheSchemesAreTheAllowListsLinkSchemes(): void
    {
        $this->assertSame(['http', 'https', 'mailto', 'tel'], Allowlist::get()->linkSchemes);
    }
}
