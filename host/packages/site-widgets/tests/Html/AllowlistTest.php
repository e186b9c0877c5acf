<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

use SiteWidgets\Laravel\Html\Allowlist;
use SiteWidgets\Laravel\Tests\TestCase;

/** Html\Allowlist: the bundle's allow-list as the package's resources hold it, read once. */
final class AllowlistTest extends TestCase
{
    public function testHoldsTheGeneratedFileAsSetsAndLists(): void
    {
        $file = json_decode((string) file_get_contents(dirname(__DIR__, 2).'/resources/html-allowlist.json'), true, 8, JSON_THROW_ON_ERROR);
        $list = Allowlist::get();

        $this->assertSame($file['elements'], array_keys($list->elements));
        $this->assertSame($file['attributes'], array_keys($list->attributes));
        $this->assertSame(array_fill_keys($file['elements'], true), $list->elements);
        $this->assertSame($file['linkSchemes'], $list->linkSchemes);
        $this->assertSame($file['imageSchemes'], $list->imageSchemes);
    }

    public function testIsReadOncePerProcess(): void
    {
        $this->assertSame(Allowlist::get(), Allowlist::get());
    }

    public function testNamesNothingThatRunsOrStyles(): void
    {
        $list = Allowlist::get();

        foreach (['script', 'style', 'iframe', 'svg', 'math', 'form', 'input', 'object', 'embed', 'template', 'noscript'] as $element) {
            $this->assertArrayNotHasKey($element, $list->elements);
        }
        foreach (array_keys($list->attributes) as $attribute) {
            $this->assertStringStartsNotWith('on', $attribute);
        }
        $this->assertArrayNotHasKey('style', $list->attributes);
        $this->assertArrayNotHasKey('rel', $list->attributes, 'the sanitizer writes rel itself');
        $this->assertSame([], array_diff($list->imageSchemes, $list->linkSchemes));
        $this->assertNotContains('javascript', $list->linkSchemes);
        $this->assertNotContains('data', $list->imageSchemes);
    }
}
