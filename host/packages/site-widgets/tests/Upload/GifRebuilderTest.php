<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Upload\GifRebuilder;
use SiteWidgets\Laravel\Upload\RefusedImage;

/**
 * Upload\GifRebuilder: a GIF written again frame by frame through GD, with each frame's place,
 * delay, disposal and transparency and the loop count, and nothing else of the upload.
 */
final class GifRebuilderTest extends TestCase
{
    private const SCRIPT = '<script>alert(document.cookie)</script>';

    public function testKeepsTheAnimationAndDropsEverythingElse(): void
    {
        $sent = Gif::write(8, 8, [
            Gif::frame(0, delay: 50),
            Gif::frame(1, 4, 4, 2, 4, disposal: 2, transparent: 3),
            Gif::frame(2, delay: 7),
        ], 0, self::SCRIPT, '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>').'<!doctype html>'.self::SCRIPT;

        $stored = GifRebuilder::rebuild($sent);

        foreach (['<script', 'XMP', 'xmpmeta', '<!doctype'] as $trace) {
            $this->assertStringNotContainsString($trace, $stored);
        }
        $this->assertSame([
            'width' => 8,
            'height' => 8,
            'loops' => 0,
            'frames' => [
                ['left' => 0, 'top' => 0, 'width' => 8, 'height' => 8, 'delay' => 50, 'disposal' => 1, 'transparent' => false],
                ['left' => 2, 'top' => 4, 'width' => 4, 'height' => 4, 'delay' => 20, 'disposal' => 2, 'transparent' => true],
                ['left' => 0, 'top' => 0, 'width' => 8, 'height' => 8, 'delay' => 7, 'disposal' => 1, 'transparent' => false],
            ],
            // The loop (NETSCAPE2.0) and one graphic control a frame: nothing else.
            'extensions' => [0xFF, 0xF9, 0xF9, 0xF9],
            'trailing' => 0,
        ], Gif::blocks($stored));
        $this->assertSame(['red', 'red', 'red', 'red'], Pictures::quarterColours($stored));
    }

    public function testWritesAStillGifWithoutItsCommentOrALoop(): void
    {
        $stored = GifRebuilder::rebuild(Gif::write(8, 8, [Gif::frame(2)], 0, self::SCRIPT));

        $this->assertStringNotContainsString('<script', $stored);
        $this->assertSame([0xF9], Gif::blocks($stored)['extensions']);
        $this->assertSame(['blue', 'blue', 'blue', 'blue'], Pictures::quarterColours($stored));
    }

    public function testReadsTheLoopFromEitherApplicationBlock(): void
    {
        $netscape = Gif::write(8, 8, [Gif::frame(0), Gif::frame(1)], 3);
        $animexts = str_replace('NETSCAPE2.0', 'ANIMEXTS1.0', $netscape);

        $this->assertSame(3, Gif::blocks(GifRebuilder::rebuild($animexts))['loops']);
    }

    public function testKeepsTheFramesBeforeABlockCutShort(): void
    {
        $whole = Gif::write(8, 8, [Gif::frame(0), Gif::frame(1), Gif::frame(2)], 0);
        // Cut in the middle of the third frame's data.
        $cut = substr($whole, 0, strrpos($whole, "\x2C") + 15);

        $this->assertCount(2, Gif::blocks(GifRebuilder::rebuild($cut))['frames']);
    }

    /** @return array<string, array{0: string, 1: string}> */
    public static function refused(): array
    {
        $unreadable = 'No se pudo leer la imagen: puede estar dañada. Guardala de nuevo con otro programa o subí otra.';

        return [
            'a frame out of the canvas' => [Gif::write(8, 8, [Gif::frame(0, 4, 4, 6, 0)]), $unreadable],
            'a frame of no pixels' => [Gif::write(8, 8, [Gif::frame(0, 0, 4)]), $unreadable],
            'no frame' => [substr(Gif::write(8, 8, [Gif::frame(0)]), 0, 13 + 12), $unreadable],
            'no GIF' => [Png::quarters(4, 4), $unreadable],
            '1,001 frames' => [
                Gif::write(1, 1, array_fill(0, 1001, Gif::frame(0, 1, 1))),
                'La animación tiene 1001 cuadros: el máximo es 1000. Acortala y subila de nuevo.',
            ],
            'frames of more than 200 megapixels in all' => [
                self::claimingFrames(10_000, 10_000, 3),
                'La animación suma más de 200 megapíxeles entre todos sus cuadros. Achicala o acortala y subila de nuevo.',
            ],
        ];
    }

    /** @dataProvider refused */
    #[DataProvider('refused')]
    public function testRefusesWhatItCannotRebuildSayingWhy(string $bytes, string $message): void
    {
        $this->expectException(RefusedImage::class);
        $this->expectExceptionMessage($message);

        GifRebuilder::rebuild($bytes);
    }

    /** A GIF whose frames claim `$width` × `$height` each, with one byte of data: refused before any is decoded. */
    private static function claimingFrames(int $width, int $height, int $frames): string
    {
        $frame = "\x2C".pack('vvvv', 0, 0, $width, $height)."\x00\x07\x01\x80\x00";

        return 'GIF89a'.pack('vvC3', $width, $height, 0x80 | 0x70 | 0x01, 0, 0).str_repeat("\0\0\0", 4).str_repeat($frame, $frames)."\x3B";
    }
}
