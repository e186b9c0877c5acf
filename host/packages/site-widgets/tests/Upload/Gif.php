<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use LogicException;

/**
 * GIFs written byte by byte (four colours, frames with their place, delay, disposal and
 * transparency, the loop, a comment, XMP), and read back block by block as a browser walks them.
 */
final class Gif
{
    public const PALETTE = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]];

    /**
     * A frame of one colour of the palette.
     *
     * @return array{left: int, top: int, width: int, height: int, index: int, delay: int, disposal: int, transparent: ?int}
     */
    public static function frame(int $index, int $width = 8, int $height = 8, int $left = 0, int $top = 0, int $delay = 20, int $disposal = 1, ?int $transparent = null): array
    {
        return compact('left', 'top', 'width', 'height', 'index', 'delay', 'disposal', 'transparent');
    }

    /**
     * A GIF, animated when it has more than one frame, with the metadata blocks asked for.
     *
     * @param  list<array{left: int, top: int, width: int, height: int, index: int, delay: int, disposal: int, transparent: ?int}>  $frames
     */
    public static function write(int $width, int $height, array $frames, ?int $loops = null, ?string $comment = null, ?string $xmp = null): string
    {
        $gif = 'GIF89a'.pack('vvC3', $width, $height, 0x80 | 0x70 | 0x01, 0, 0).implode('', array_map(static fn (array $rgb): string => pack('C3', ...$rgb), self::PALETTE));
        if ($loops !== null) {
            $gif .= "\x21\xFF\x0BNETSCAPE2.0\x03\x01".pack('v', $loops)."\x00";
        }
        if ($comment !== null) {
            $gif .= "\x21\xFE".self::subBlocks($comment);
        }
        if ($xmp !== null) {
            $gif .= "\x21\xFF\x0BXMP DataXMP".self::subBlocks($xmp);
        }
        foreach ($frames as $frame) {
            $gif .= "\x21\xF9\x04".chr(($frame['disposal'] << 2) | ($frame['transparent'] !== null ? 1 : 0)).pack('v', $frame['delay']).chr($frame['transparent'] ?? 0)."\x00";
            $gif .= "\x2C".pack('vvvv', $frame['left'], $frame['top'], $frame['width'], $frame['height'])."\x00".self::lzw(array_fill(0, $frame['width'] * $frame['height'], $frame['index']));
        }

        return $gif."\x3B";
    }

    /**
     * A GIF's blocks, as a browser walks them: its canvas, each frame with the graphic control
     * before it, the loop count, every extension's label in order (0xF9 graphic control, 0xFE
     * comment, 0xFF application…) and how many bytes follow the trailer.
     *
     * @return array{width: int, height: int, loops: ?int, frames: list<array{left: int, top: int, width: int, height: int, delay: int, disposal: int, transparent: bool}>, extensions: list<int>, trailing: int}
     */
    public static function blocks(string $gif): array
    {
        $length = strlen($gif);
        $at = 13 + self::tableBytes(ord($gif[10]));
        $frames = [];
        $extensions = [];
        $loops = null;
        $control = ['delay' => 0, 'disposal' => 0, 'transparent' => false];
        while ($at < $length && $gif[$at] !== "\x3B") {
            if ($gif[$at] === "\x21") {
                $label = ord($gif[$at + 1]);
                $extensions[] = $label;
                if ($label === 0xF9) {
                    $flags = ord($gif[$at + 3]);
                    $control = ['delay' => unpack('v', $gif, $at + 4)[1], 'disposal' => ($flags >> 2) & 7, 'transparent' => ($flags & 1) === 1];
                }
                if ($label === 0xFF && substr($gif, $at + 3, 11) === 'NETSCAPE2.0') {
                    $loops = unpack('v', $gif, $at + 16)[1];
                }
                $at = self::subBlocksEnd($gif, $at + 2);
            } elseif ($gif[$at] === "\x2C") {
                $frames[] = unpack('vleft/vtop/vwidth/vheight', $gif, $at + 1) + $control;
                $control = ['delay' => 0, 'disposal' => 0, 'transparent' => false];
                $at = self::subBlocksEnd($gif, $at + 10 + self::tableBytes(ord($gif[$at + 9])) + 1);
            } else {
                throw new LogicException("no GIF block at $at");
            }
        }

        return ['width' => unpack('v', $gif, 6)[1], 'height' => unpack('v', $gif, 8)[1], 'loops' => $loops, 'frames' => $frames, 'extensions' => $extensions, 'trailing' => $length - $at - 1];
    }

    private static function subBlocks(string $data): string
    {
        return implode('', array_map(static fn (string $block): string => chr(strlen($block)).$block, $data === '' ? [] : str_split($data, 255)))."\x00";
    }

    /**
     * LZW data a decoder reads as the indexes themselves: a code size of 8 bits (minimum code
     * size 7), each index a literal code, and the table cleared every 100 codes so it never
     * grows to 9 bits.
     *
     * @param  list<int>  $indexes
     */
    private static function lzw(array $indexes): string
    {
        $codes = '';
        foreach ($indexes as $at => $index) {
            $codes .= ($at % 100 === 0 ? chr(128) : '').chr($index);
        }

        return "\x07".self::subBlocks($codes.chr(129));
    }

    private static function tableBytes(int $packed): int
    {
        return ($packed & 0x80) !== 0 ? 3 << (($packed & 0x07) + 1) : 0;
    }

    private static function subBlocksEnd(string $gif, int $at): int
    {
        while ($at < strlen($gif) && $gif[$at] !== "\x00") {
            $at += 1 + ord($gif[$at]);
        }

        return $at + 1;
    }
}
