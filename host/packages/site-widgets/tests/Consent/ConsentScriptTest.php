<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Consent;

use InvalidArgumentException;
use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Consent\ConsentScript;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * The settings `<x-site-widgets-consent>` prints into an inline script: only a GA4 id, only an
 * https or same-site tag, a version of 1 or more; and the hit origins a policy needs only for
 * Google's tag. (What the script does in a page: test/laravel/component/consent-defaults.test.ts.)
 */
final class ConsentScriptTest extends TestCase
{
    private const GTAG = 'https://www.googletagmanager.com/gtag/js';

    public function testPrintsTheSettingsAsJavaScriptValuesAndTheDefaultsBeforeAnything(): void
    {
        $source = (new ConsentScript('G-ABC123XYZ', self::GTAG, 3, null))->source();

        $this->assertStringContainsString('ID = "G-ABC123XYZ", TAG = "https://www.googletagmanager.com/gtag/js", VERSION = 3, HOST = null', $source);
        $this->assertStringContainsString('KEY = "site-widgets:consent", EVENT = "site-widgets:consent-change", POLICY = "site-widgets-consent", WAIT = 500', $source);
        $defaults = strpos($source, "gtag('consent', 'default'");
        $this->assertNotFalse($defaults);
        $this->assertLessThan(strpos($source, "gtag('consent', 'update'"), $defaults);
        $this->assertStringNotContainsString('</script', $source);
    }

    public function testTheHostsDecisionIsPrintedAsTheChoice(): void
    {
        $this->assertStringContainsString('HOST = "denied"', (new ConsentScript(null, self::GTAG, 1, false))->source());
        $this->assertStringContainsString('HOST = "granted"', (new ConsentScript(null, self::GTAG, 1, true))->source());
        $this->assertStringContainsString('ID = null', (new ConsentScript(null, self::GTAG))->source());
    }

    /** @return array<string, array{?string, string, int}> */
    public static function refused(): array
    {
        return [
            'a Universal Analytics id' => ['UA-12345-1', self::GTAG, 1],
            'an id closing the script' => ['G-AB</script>', self::GTAG, 1],
            'a lowercase id' => ['g-abc123', self::GTAG, 1],
            'a tag over plain http' => ['G-ABC123', 'http://www.googletagmanager.com/gtag/js', 1],
            'a protocol-relative tag' => ['G-ABC123', '//evil.example/gtag.js', 1],
            'a javascript: tag' => ['G-ABC123', 'javascript:alert(1)', 1],
            'a tag with a quote' => ['G-ABC123', '/gtag.js"onload="x', 1],
            'version 0' => ['G-ABC123', self::GTAG, 0],
        ];
    }

    /** @dataProvider refused */
    #[DataProvider('refused')]
    public function testRefusesWhatIsNotAGa4IdASafeTagOrAVersion(?string $id, string $tag, int $version): void
    {
        $this->expectException(InvalidArgumentException::class);
        new ConsentScript($id, $tag, $version);
    }

    public function testAPolicyNeedsGooglesHitOriginsOnlyForGooglesTag(): void
    {
        $this->assertSame(
            ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
            (new ConsentScript('G-ABC123', self::GTAG))->connectOrigins(),
        );
        $this->assertSame([], (new ConsentScript('G-ABC123', '/testing/gtag-stand-in.js'))->connectOrigins());
        $this->assertSame([], (new ConsentScript(null, self::GTAG))->connectOrigins());
    }
}
