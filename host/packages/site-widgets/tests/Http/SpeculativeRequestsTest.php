<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Http;

use Illuminate\Http\Request;
use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Http\SpeculativeRequests;
use SiteWidgets\Laravel\Tests\TestCase;

/** SpeculativeRequests: a request sent ahead of a tap is a prefetch to Laravel; any other stays as it came. */
final class SpeculativeRequestsTest extends TestCase
{
    /** @return array<string, array{0: string|null, 1: bool}> */
    public static function purposes(): array
    {
        return [
            'prefetch' => ['prefetch', true],
            'prerender' => ['prefetch;prerender', true],
            'prefetch with a parameter' => ['prefetch; anonymous-client-ip', true],
            'upper case' => ['Prefetch', true],
            'no header' => [null, false],
            'another purpose' => ['preview', false],
            'a word that starts alike' => ['prefetcher', false],
        ];
    }

    /** @dataProvider purposes */
    #[DataProvider('purposes')]
    public function testMarksOnlySpeculativeRequests(?string $purpose, bool $speculative): void
    {
        $request = Request::create('/post/1');
        if ($purpose !== null) {
            $request->headers->set('Sec-Purpose', $purpose);
        }
        $seen = null;
        (new SpeculativeRequests())->handle($request, function (Request $passed) use (&$seen) {
            $seen = $passed->prefetch();

            return 'answer';
        });
        self::assertSame($speculative, $seen);
        self::assertSame($speculative, SpeculativeRequests::isSpeculative($request));
    }
}
