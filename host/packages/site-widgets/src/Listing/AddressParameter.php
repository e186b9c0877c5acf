<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Listing;

use InvalidArgumentException;
use SiteWidgets\Laravel\JsString;

/**
 * One parameter of a listing's state in the page's address, read and written as the widgets
 * read and write it (src/shared/listing/url-state.ts, a port: docs/architecture.md, "Contracts
 * with the host"), by the kind the widget's declaration gives it
 * (`Generated\Contracts::ADDRESS_PARAMETERS`). A text that cannot be a value reads as absent,
 * as in the widget. test/fixtures/contracts/address-parameters.json runs both.
 */
final class AddressParameter
{
    /** JavaScript's Number.MAX_SAFE_INTEGER: the widgets read no larger number. */
    private const SAFE = 9007199254740991;

    /** The value of a parameter's text, or `$default` when it is absent (null) or cannot be one. */
    public static function read(string $kind, ?string $text, mixed $default): mixed
    {
        if ($text === null) {
            return $default;
        }
        $value = match ($kind) {
            'page' => ($page = self::whole($text, false)) !== null && $page >= 1 ? $page : null,
            'id', 'optional-id' => self::whole($text, true),
            'search' => $text,
            'flag' => $text === '1' ? true : ($text === '0' ? false : null),
            'text' => JsString::trim($text) === '' ? null : $text,
            default => throw new InvalidArgumentException("\"$kind\" is no kind of address parameter"),
        };

        return $value ?? $default;
    }

    /** The parameter's text for `$value`, or null to leave it out (its default); `$absent` is an id's value when left out. */
    public static function write(string $kind, mixed $value, ?int $absent = null): ?string
    {
        return match ($kind) {
            'page' => $value === 1 ? null : (string) $value,
            'id' => $value === $absent ? null : (string) $value,
            'optional-id' => $value === null ? null : (string) $value,
            'search', 'text' => $value === null || JsString::trim((string) $value) === '' ? null : (string) $value,
            'flag' => $value === true ? '1' : null,
            default => throw new InvalidArgumentException("\"$kind\" is no kind of address parameter"),
        };
    }

    /** Digits (a minus first when `$signed`) of a safe integer, as a number; null for anything else. */
    private static function whole(string $text, bool $signed): ?int
    {
        if (preg_match($signed ? '/^-?[0-9]+$/D' : '/^[0-9]+$/D', $text) !== 1) {
            return null;
        }
        $digits = ltrim(ltrim($text, '-'), '0');
        if (strlen($digits) > 16 || (strlen($digits) === 16 && $digits > (string) self::SAFE)) {
            return null;
        }

        return (int) $text;
    }
}
