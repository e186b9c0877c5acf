<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Recipe;

use DateTimeImmutable;
use DateTimeInterface;
use Throwable;

/**
 * A post as the printed recipe shows it, read from the fields the editors and the cards
 * read (docs/widgets/recipe.md): `steps`, `custom_ingredients`, `metadata`,
 * `tiempo_coccion`, `tag`, `tags`, `mould`… from a model or its array, through the tolerant
 * reading of `Stored` (and `Mould`). What cannot be shown is left out: an ingredient with no name, a
 * step with no text, a group with nothing in it, a fact not stored.
 */
final class RecipeContent
{
    /** A step group's name when it has none (the steps editor's default). */
    private const STEP_GROUP = 'Pasos';

    /**
     * @param  list<array{name: ?string, items: list<array{number: int, qty: ?string, name: string, productId: ?int}>}>  $ingredientGroups
     * @param  list<array{name: string, start: int, oven: ?string, steps: list<array{number: int, text: string, image: ?string, tips: list<string>, oven: ?string, minutes: ?int}>}>  $stepGroups
     * @param  list<string>  $keywords
     */
    private function __construct(
        public readonly string $id,
        public readonly string $name,
        public readonly ?string $image,
        public readonly ?string $cookTime,
        public readonly ?string $totalTime,
        public readonly ?string $servings,
        public readonly ?int $servingsCount,
        public readonly array $ingredientGroups,
        public readonly array $stepGroups,
        public readonly ?string $category,
        public readonly array $keywords,
        public readonly ?string $published,
        public readonly bool $loginRequired,
        public readonly ?string $videoUrl,
        /** The mould the recipe is written for (the post's `mould`); none when it has none or it is unreadable. */
        public readonly ?Mould $mould = null,
    ) {
    }

    /** @param  object|array<string, mixed>  $post  an Eloquent post, or the same fields as an array */
    public static function of(object|array $post): self
    {
        $servings = Stored::shown(data_get($post, 'metadata.commensals'));
        $tag = Stored::shown(data_get($post, 'tag.name'));

        return new self(
            id: Stored::text(data_get($post, 'id')) ?? '',
            name: Stored::shown(data_get($post, 'name')) ?? '',
            image: self::link(data_get($post, 'image')),
            cookTime: Stored::shown(data_get($post, 'tiempo_coccion.name')),
            totalTime: Stored::shown(data_get($post, 'metadata.time')),
            servings: $servings,
            servingsCount: Stored::positive($servings),
            ingredientGroups: self::ingredientGroups(data_get($post, 'custom_ingredients')),
            stepGroups: self::stepGroups(data_get($post, 'steps')),
            category: $tag,
            keywords: self::keywords($tag, data_get($post, 'tags')),
            published: self::date(data_get($post, 'created_at')),
            loginRequired: Stored::flag(data_get($post, 'login_required')),
            videoUrl: data_get($post, 'type') === 'video' ? self::link(data_get($post, 'video_url')) : null,
            mould: Mould::read(data_get($post, 'mould')),
        );
    }

    /** The first step's text, for a description when the post has none. */
    public function firstStep(): ?string
    {
        return $this->stepGroups[0]['steps'][0]['text'] ?? null;
    }

    /** @return list<array{name: ?string, items: list<array{number: int, qty: ?string, name: string, productId: ?int}>}> */
    private static function ingredientGroups(mixed $stored): array
    {
        $groups = [];
        $number = 0;
        foreach (Stored::records($stored) as $group) {
            $items = [];
            foreach (Stored::records($group['ingredients'] ?? null) as $ingredient) {
                $product = Stored::flag($ingredient['isProduct'] ?? null);
                // A product is named as the product list names it; an ingredient by its own name.
                $name = ($product ? Stored::shown(data_get($ingredient, 'product.name')) : null) ?? Stored::shown($ingredient['name'] ?? null);
                if ($name === null) {
                    continue;
                }
                $items[] = [
                    'number' => ++$number,
                    'qty' => Stored::shown($ingredient['qty'] ?? null),
                    'name' => $name,
                    'productId' => $product ? (Stored::positive(data_get($ingredient, 'product.id')) ?? Stored::positive($ingredient['product_id'] ?? null)) : null,
                ];
            }
            if ($items !== []) {
                $groups[] = ['name' => Stored::shown($group['name'] ?? null), 'items' => $items];
            }
        }

        return $groups;
    }

    /** @return list<array{name: string, start: int, oven: ?string, steps: list<array{number: int, text: string, image: ?string, tips: list<string>, oven: ?string, minutes: ?int}>}> */
    private static function stepGroups(mixed $stored): array
    {
        $groups = [];
        $number = 0;
        foreach (Stored::records($stored) as $group) {
            $steps = [];
            foreach (Stored::records($group['steps'] ?? null) as $step) {
                $text = Stored::shown($step['text'] ?? null);
                if ($text !== null) {
                    $steps[] = [
                        'number' => ++$number,
                        'text' => $text,
                        'image' => self::link($step['image'] ?? null),
                        'tips' => self::tips($step['tips'] ?? null),
                        'oven' => self::oven($step['oven'] ?? null),
                        'minutes' => self::minutes($step['duration'] ?? null),
                    ];
                }
            }
            if ($steps !== []) {
                $groups[] = [
                    'name' => Stored::shown($group['name'] ?? null) ?? self::STEP_GROUP,
                    'start' => $steps[0]['number'],
                    'oven' => self::oven($group['oven'] ?? null),
                    'steps' => $steps,
                ];
            }
        }

        return $groups;
    }

    /**
     * A step's tips (the legacy editor's `tips`): each a text, or an object with its `text`; blanks are left out.
     *
     * @return list<string>
     */
    private static function tips(mixed $stored): array
    {
        $tips = [];
        foreach (is_array($stored) && array_is_list($stored) ? $stored : [] as $tip) {
            $text = Stored::shown(is_array($tip) ? ($tip['text'] ?? null) : $tip);
            if ($text !== null) {
                $tips[] = $text;
            }
        }

        return $tips;
    }

    /**
     * The oven (the legacy editor's `oven.temp`, in °C, on a step group or a step) as the page and
     * the JSON-LD write it: 'Horno a 180 °C', number and unit never parting. A temperature is a
     * whole number above zero, as a number or its digits; anything else is none.
     */
    private static function oven(mixed $stored): ?string
    {
        $temp = Stored::positive(is_array($stored) ? ($stored['temp'] ?? null) : null);

        return $temp === null ? null : "Horno a {$temp}\u{00a0}°C";
    }

    /** A step's stored `duration`, in minutes (the legacy editor's: a number, or a time as the cards read one, '1 h 30 min'). */
    private static function minutes(mixed $stored): ?int
    {
        if (is_int($stored) || is_float($stored)) {
            return $stored > 0 && $stored <= 2880 ? (int) round($stored) : null;
        }
        $text = Stored::shown($stored);
        if ($text === null) {
            return null;
        }
        $minutes = preg_match('/^[0-9]{1,4}$/D', $text) ? (int) $text : Duration::minutes($text);

        return $minutes !== null && $minutes > 0 && $minutes <= 2880 ? $minutes : null;
    }

    /** An address a page may print (an image's, a video's): a path, or http(s). A `javascript:` or `data:` text is none. */
    private static function link(mixed $value): ?string
    {
        $text = Stored::shown($value);
        if ($text === null) {
            return null;
        }

        return preg_match('#^(?:/|https?://|[^:/?\#]+(?:[/?\#]|$))#i', $text) ? $text : null;
    }

    /**
     * The post's category and the names of its tags (the cards' `tags`), once each.
     *
     * @return list<string>
     */
    private static function keywords(?string $category, mixed $tags): array
    {
        $names = $category === null ? [] : [$category];
        foreach (is_iterable($tags) ? $tags : [] as $tag) {
            $name = Stored::shown(data_get($tag, 'name'));
            if ($name !== null) {
                $names[] = $name;
            }
        }

        return array_values(array_unique($names));
    }

    /** A date as ISO 8601 (`2026-11-26T11:58:43+00:00`), from a date or its text; anything else is none. */
    private static function date(mixed $value): ?string
    {
        if ($value instanceof DateTimeInterface) {
            return $value->format(DATE_ATOM);
        }
        $text = Stored::shown($value);
        if ($text === null) {
            return null;
        }
        try {
            return (new DateTimeImmutable($text))->format(DATE_ATOM);
        } catch (Throwable) {
            return null;
        }
    }
}
