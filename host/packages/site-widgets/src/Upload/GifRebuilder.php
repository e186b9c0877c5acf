<?php

namespace SiteWidgets\Laravel\Upload;

/**
 * A GIF, animated or not, written again by the server. GD reads and writes one frame only,
 * so the file is taken apart here: each frame is cut out as a GIF of its own, decoded and
 * encoded by GD, and the frames GD wrote are put back together on the original canvas with
 * their place, delay, disposal and transparency, and the animation's loop count. Nothing
 * else of the upload is copied: comments, plain text, application blocks (XMP…) and any
 * bytes after the picture are gone, and each frame's compressed data is GD's own.
 * (Re-encoding the first frame alone would silently stop an animation the uploader sends
 * as it is.)
 */
final class GifRebuilder
{
    private const IMAGE = 0x2C;

    private const EXTENSION = 0x21;

    private const TRAILER = 0x3B;

    private const GRAPHIC_CONTROL = 0xF9;

    private const APPLICATION = 0xFF;

    /** The two application blocks browsers read a loop count from. */
    private const LOOPING = ['NETSCAPE2.0', 'ANIMEXTS1.0'];

    /** @throws RefusedImage when no frame can be read, or the animation is above the limits */
    public static function rebuild(string $bytes): string
    {
        $source = self::parse($bytes);
        $frames = [];
        foreach ($source['frames'] as $frame) {
            $frames[] = self::reencodeFrame($source['globalTable'], $source['globalPacked'], $frame);
        }

        $gif = 'GIF89a'.pack('vvCCC', $source['width'], $source['height'], 0x70, 0, 0);
        if ($source['loops'] !== null && count($frames) > 1) {
            $gif .= "\x21\xFF\x0BNETSCAPE2.0\x03\x01".pack('v', $source['loops'])."\x00";
        }
        foreach ($frames as $frame) {
            if ($frame['control'] !== null || $frame['transparent'] !== null) {
                $disposal = ($frame['control']['packed'] ?? 0) & 0x1C;
                $gif .= "\x21\xF9\x04"
                    .chr($disposal | ($frame['transparent'] !== null ? 1 : 0))
                    .pack('v', $frame['control']['delay'] ?? 0)
                    .chr($frame['transparent'] ?? 0)
                    ."\x00";
            }
            // GD's global colour table becomes the frame's local one: frames need not share a palette.
            $gif .= "\x2C".pack('vvvv', $frame['left'], $frame['top'], $frame['width'], $frame['height'])
                .chr(0x80 | $frame['packed'])
                .$frame['table']
                .$frame['data'];
        }

        return $gif."\x3B";
    }

    /**
     * The logical screen, the global colour table, each frame's descriptor, colour table and
     * data with its graphic control, and the loop count. Reading stops, as a browser's does,
     * at the trailer, at a block it does not know, or at a block cut short.
     *
     * @return array{width: int, height: int, globalPacked: int, globalTable: string, loops: ?int, frames: list<array<string, mixed>>}
     */
    private static function parse(string $bytes): array
    {
        $length = strlen($bytes);
        if ($length < 13 || ! in_array(substr($bytes, 0, 6), ['GIF87a', 'GIF89a'], true)) {
            throw RefusedImage::unreadable();
        }
        ['width' => $width, 'height' => $height, 'packed' => $globalPacked] = unpack('vwidth/vheight/Cpacked', $bytes, 6);
        $globalTable = substr($bytes, 13, self::tableBytes($globalPacked));
        $at = 13 + strlen($globalTable);
        $loops = null;
        $control = null;
        $frames = [];
        $pixels = 0;
        while ($at < $length) {
            $introducer = ord($bytes[$at]);
            if ($introducer === self::EXTENSION && $at + 2 < $length) {
                $label = ord($bytes[$at + 1]);
                $end = self::subBlocksEnd($bytes, $at + 2);
                if ($end === null) {
                    break;
                }
                if ($label === self::GRAPHIC_CONTROL && $bytes[$at + 2] === "\x04" && $at + 7 <= $length) {
                    $control = unpack('Cpacked/vdelay/Ctransparent', $bytes, $at + 3);
                } elseif ($label === self::APPLICATION && $bytes[$at + 2] === "\x0B" && in_array(substr($bytes, $at + 3, 11), self::LOOPING, true)
                    && substr($bytes, $at + 14, 2) === "\x03\x01" && $at + 18 <= $length) {
                    $loops = unpack('v', $bytes, $at + 16)[1];
                }
                $at = $end;

                continue;
            }
            if ($introducer !== self::IMAGE || $at + 11 > $length) {
                break;
            }
            $frame = unpack('vleft/vtop/vwidth/vheight/Cpacked', $bytes, $at + 1);
            $dataAt = $at + 10 + self::tableBytes($frame['packed']);
            $end = $dataAt < $length ? self::subBlocksEnd($bytes, $dataAt + 1) : null;
            if ($end === null) {
                break;
            }
            if ($frame['width'] < 1 || $frame['height'] < 1
                || $frame['left'] + $frame['width'] > $width || $frame['top'] + $frame['height'] > $height) {
                throw RefusedImage::unreadable();
            }
            $pixels += $frame['width'] * $frame['height'];
            if (count($frames) >= ImageLimits::MAX_FRAMES) {
                throw RefusedImage::tooManyFrames(count($frames) + 1 + self::framesAfter($bytes, $end));
            }
            if ($pixels > ImageLimits::MAX_ANIMATION_MEGAPIXELS * 1_000_000) {
                throw RefusedImage::animationTooLarge();
            }
            $frames[] = $frame + [
                'table' => substr($bytes, $at + 10, self::tableBytes($frame['packed'])),
                'data' => substr($bytes, $dataAt, $end - $dataAt),
                'control' => $control,
            ];
            $control = null;
            $at = $end;
        }
        if ($frames === []) {
            throw RefusedImage::unreadable();
        }

        return compact('width', 'height', 'globalPacked', 'globalTable', 'loops', 'frames');
    }

    /**
     * One frame through GD: cut out as a still GIF of its own size (with the global colour
     * table when it has no local one, and its transparent colour), decoded, encoded again,
     * and read back from what GD wrote.
     *
     * @param  array<string, mixed>  $frame
     * @return array<string, mixed>
     */
    private static function reencodeFrame(string $globalTable, int $globalPacked, array $frame): array
    {
        $control = $frame['control'];
        $still = 'GIF89a'.pack('vvCCC', $frame['width'], $frame['height'], $globalTable === '' ? 0 : ($globalPacked & 0x87) | 0x70, 0, 0).$globalTable;
        if ($control !== null && ($control['packed'] & 1) === 1) {
            $still .= "\x21\xF9\x04\x01\x00\x00".chr($control['transparent'])."\x00";
        }
        $still .= "\x2C".pack('vvvv', 0, 0, $frame['width'], $frame['height']).chr($frame['packed']).$frame['table'].$frame['data']."\x3B";

        $image = Gd::decode($still);
        if (imagesx($image) !== $frame['width'] || imagesy($image) !== $frame['height']) {
            throw RefusedImage::unreadable();
        }
        imageinterlace($image, false);
        $written = self::parseWritten(Gd::encode($image, ImageType::Gif));

        return [
            'left' => $frame['left'],
            'top' => $frame['top'],
            'width' => $frame['width'],
            'height' => $frame['height'],
            'control' => $control,
        ] + $written;
    }

    /**
     * GD's one-frame GIF: its colour table (its size bits and the frame's interlace bit in
     * `packed`, as a local table's descriptor has them), its transparent index and the
     * frame's data (LZW code size and sub-blocks).
     *
     * @return array{packed: int, table: string, transparent: ?int, data: string}
     */
    private static function parseWritten(string $gif): array
    {
        $length = strlen($gif);
        $packed = ord($gif[10]);
        $table = substr($gif, 13, self::tableBytes($packed));
        if ($table === '') {
            throw RefusedImage::unreadable();
        }
        $at = 13 + strlen($table);
        $transparent = null;
        while ($at + 2 < $length && ord($gif[$at]) === self::EXTENSION) {
            if (ord($gif[$at + 1]) === self::GRAPHIC_CONTROL && (ord($gif[$at + 3]) & 1) === 1) {
                $transparent = ord($gif[$at + 6]);
            }
            $at = self::subBlocksEnd($gif, $at + 2) ?? $length;
        }
        if ($at + 11 > $length || ord($gif[$at]) !== self::IMAGE || (ord($gif[$at + 9]) & 0x80) !== 0) {
            throw RefusedImage::unreadable();
        }
        $end = self::subBlocksEnd($gif, $at + 11);
        if ($end === null) {
            throw RefusedImage::unreadable();
        }

        return [
            'packed' => (ord($gif[$at + 9]) & 0x40) | ($packed & 0x07),
            'table' => $table,
            'transparent' => $transparent,
            'data' => substr($gif, $at + 10, $end - $at - 10),
        ];
    }

    /** A colour table's length in bytes, from the packed field of the screen or a frame. */
    private static function tableBytes(int $packed): int
    {
        return ($packed & 0x80) !== 0 ? 3 << (($packed & 0x07) + 1) : 0;
    }

    /** Where the run of data sub-blocks starting at `$at` ends, after its empty block; null when cut short. */
    private static function subBlocksEnd(string $bytes, int $at): ?int
    {
        $length = strlen($bytes);
        while ($at < $length) {
            $size = ord($bytes[$at]);
            $at += 1 + $size;
            if ($size === 0) {
                return $at;
            }
        }

        return null;
    }

    /** How many frames follow `$at`, for the message only: counted without decoding, and at most the file's length. */
    private static function framesAfter(string $bytes, int $at): int
    {
        $length = strlen($bytes);
        $frames = 0;
        while ($at < $length) {
            $introducer = ord($bytes[$at]);
            if ($introducer === self::EXTENSION && $at + 2 < $length) {
                $end = self::subBlocksEnd($bytes, $at + 2);
            } elseif ($introducer === self::IMAGE && $at + 11 <= $length) {
                $frames++;
                $packed = ord($bytes[$at + 9]);
                $dataAt = $at + 10 + self::tableBytes($packed);
                $end = $dataAt < $length ? self::subBlocksEnd($bytes, $dataAt + 1) : null;
            } else {
                break;
            }
            if ($end === null) {
                break;
            }
            $at = $end;
        }

        return $frames;
    }
}
