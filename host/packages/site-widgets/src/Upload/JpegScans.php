<?php

namespace SiteWidgets\Laravel\Upload;

/**
 * How many scans libjpeg would read in a JPEG, counted without decoding: libjpeg reads every
 * scan of a progressive JPEG over the whole picture before giving GD a row, and a scan it finds
 * repeated it warns about and reads anyway, so a file of a few bytes a scan is hours of work
 * (ImageLimits::MAX_JPEG_SCANS). The walk is libjpeg's: a segment is skipped by its length, a
 * scan's data runs to the next marker (`FF` then a byte other than `00`; `FF 00` is data, a
 * restart marker stays in the scan), bytes that are no marker are skipped as libjpeg skips them,
 * and the end (EOI) ends it. Whatever libjpeg reads as a scan is counted; a marker's bytes inside
 * a segment (a comment, EXIF) are not.
 */
final class JpegScans
{
    private const SOS = 0xDA;

    private const EOI = 0xD9;

    /** The scans of `$jpeg`, counted up to one past `$limit` (a hostile file is not walked to its end). */
    public static function count(string $jpeg, int $limit): int
    {
        $length = strlen($jpeg);
        $scans = 0;
        // After SOI. A marker is its last FF (libjpeg swallows the FFs before it) and a code other than 00 and FF.
        $at = 2;
        while ($scans <= $limit && $at < $length && preg_match('/\xFF[\x01-\xFE]/', $jpeg, $found, PREG_OFFSET_CAPTURE, $at) === 1) {
            $code = ord($jpeg[$found[0][1] + 1]);
            $at = $found[0][1] + 2;
            if ($code === self::EOI) {
                break;
            }
            // Standalone markers (TEM, RST0–7) carry no length.
            if ($code === 0x01 || ($code >= 0xD0 && $code <= 0xD7)) {
                continue;
            }
            if ($code === self::SOS) {
                $scans++;
            }
            if ($at + 2 > $length) {
                break;
            }
            // Past the segment, as libjpeg skips it (a length under 2 skips nothing past itself); a scan's data follows its header.
            $at += max(2, unpack('n', $jpeg, $at)[1]);
        }

        return $scans;
    }
}
