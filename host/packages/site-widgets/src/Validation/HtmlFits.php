<?php

namespace SiteWidgets\Laravel\Validation;

use Illuminate\Contracts\Validation\Rule;
use JsonException;
use SiteWidgets\Laravel\Html\HtmlLimits;
use SiteWidgets\Laravel\Html\HtmlPath;

/**
 * The HTML inside an editor's JSON value within the sanitizer's caps (HtmlLimits), so the
 * form answers 422 saying which cap and where, before any of it is cleaned:
 *
 *     'custom_content' => [..., EditorValue::of('faq-editor'), HtmlFits::at('*.content')],
 *
 * A value that is not JSON passes here: EditorValue says so.
 */
class HtmlFits implements Rule
{
    private string $message = '';

    private function __construct(private HtmlPath $path)
    {
    }

    /** `*.content`: the `content` of every entry of the list. */
    public static function at(string $path): self
    {
        return new self(new HtmlPath($path));
    }

    public function passes($attribute, $value): bool
    {
        try {
            $data = is_string($value) ? EditorValue::decode($value) : null;
        } catch (JsonException) {
            return true;
        }
        foreach ($this->path->strings($data) as [$html, $place]) {
            $exceeded = HtmlLimits::exceeded($html);
            if ($exceeded !== null) {
                $this->message = 'El campo :attribute, en '.self::place($place).", {$exceeded}.";

                return false;
            }
        }

        return true;
    }

    public function message(): string
    {
        return $this->message;
    }

    /**
     * As ShapeMessage names a place: "elemento 3 → «content»", counted from 1.
     *
     * @param  list<int|string>  $place
     */
    private static function place(array $place): string
    {
        return implode(' → ', array_map(fn (int|string $step) => is_int($step) ? 'elemento '.($step + 1) : "«{$step}»", $place));
    }
}
