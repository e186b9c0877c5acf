<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Recipe;

use Closure;

/**
 * The printed recipe's schema.org `Recipe`, for search engines' recipe results
 * (docs/widgets/recipe.md, "Laravel": each property and where it comes from). What the post
 * does not hold is left out, never made up; `aggregateRating` is never given (the site keeps
 * no ratings). Printed by `<x-site-recipe>` beside the markup, with the same step anchors.
 */
final class RecipeJsonLd
{
    /** A description taken from a step is cut near here: about what a search result shows of one. */
    private const DESCRIPTION_LENGTH = 160;

    /**
     * @param  string  $page  the page's own address: the steps' `url` is it with `#paso-N`
     * @param  Closure(string): string  $absolute  an address as a full URL (Laravel's `url()`)
     */
    public function __construct(
        private readonly string $page,
        private readonly string $brand,
        private readonly ?string $cuisine,
        private readonly Closure $absolute,
    ) {
    }

    /** @return array<string, mixed> */
    public function of(RecipeContent $recipe): array
    {
        $cook = $recipe->cookTime === null ? null : Duration::minutes($recipe->cookTime);
        $total = $recipe->totalTime === null ? null : Duration::minutes($recipe->totalTime);
        $description = $this->description($recipe);
        $image = $recipe->image === null ? null : ($this->absolute)($recipe->image);

        $data = [
            '@context' => 'https://schema.org',
            '@type' => 'Recipe',
            'name' => $recipe->name === '' ? null : $recipe->name,
            'url' => $this->page,
            'image' => $image === null ? null : [$image],
            'description' => $description,
            'author' => ['@type' => 'Organization', 'name' => $this->brand, 'url' => ($this->absolute)('/')],
            'datePublished' => $recipe->published,
            // Preparation is what the whole takes beyond the cooking, when both are known and add up.
            'prepTime' => $cook !== null && $total !== null && $total > $cook ? Duration::iso($total - $cook) : null,
            'cookTime' => $cook === null ? null : Duration::iso($cook),
            'totalTime' => $total === null ? null : Duration::iso($total),
            'recipeYield' => $recipe->servings,
            'recipeCategory' => $recipe->category,
            'recipeCuisine' => $this->cuisine,
            'keywords' => $recipe->keywords === [] ? null : implode(', ', $recipe->keywords),
            'recipeIngredient' => $this->ingredients($recipe),
            'recipeInstructions' => $this->instructions($recipe),
            'video' => $this->video($recipe, $description, $image),
        ];
        if ($recipe->loginRequired) {
            // The body is for logged-in visitors: said so, as paywalled content is (not cloaking).
            $data['isAccessibleForFree'] = false;
            $data['hasPart'] = ['@type' => 'WebPageElement', 'isAccessibleForFree' => false, 'cssSelector' => '.sw-recipe__body'];
        }

        return array_filter($data, fn ($value) => $value !== null && $value !== []);
    }

    /** The first step, shortened at a word, or a sentence with the name (the post has no description of its own). */
    private function description(RecipeContent $recipe): ?string
    {
        $text = $recipe->firstStep();
        if ($text === null) {
            return $recipe->name === '' ? null : "Receta de {$recipe->name}.";
        }
        $text = preg_replace('/\s+/u', ' ', $text) ?? $text;
        if (mb_strlen($text) <= self::DESCRIPTION_LENGTH) {
            return $text;
        }
        $cut = mb_substr($text, 0, self::DESCRIPTION_LENGTH - 1);
        $space = mb_strrpos($cut, ' ');

        return rtrim($space === false ? $cut : mb_substr($cut, 0, $space), " ,.;:").'…';
    }

    /** @return list<string> '1 kg Harina 0000': quantity and name as written */
    private function ingredients(RecipeContent $recipe): array
    {
        $lines = [];
        foreach ($recipe->ingredientGroups as $group) {
            foreach ($group['items'] as $item) {
                $lines[] = $item['qty'] === null ? $item['name'] : "{$item['qty']} {$item['name']}";
            }
        }

        return $lines;
    }

    /** @return list<array<string, mixed>> a `HowToSection` per step group */
    private function instructions(RecipeContent $recipe): array
    {
        return array_map(fn (array $group) => [
            '@type' => 'HowToSection',
            'name' => $group['name'],
            'itemListElement' => array_map(fn (array $step) => array_filter([
                '@type' => 'HowToStep',
                'position' => $step['number'],
                'text' => $step['text'],
                'url' => "{$this->page}#paso-{$step['number']}",
                'image' => $step['image'] === null ? null : ($this->absolute)($step['image']),
                // The group's oven goes with its first step, as the page prints it above that step.
                'itemListElement' => $this->directions($step, $step['number'] === $group['start'] ? $group['oven'] : null),
            ], fn ($value) => $value !== null), $group['steps']),
        ], $recipe->stepGroups);
    }

    /**
     * A step with tips or an oven temperature, as schema.org lets a step hold them: its text as a
     * `HowToDirection`, then each as a `HowToTip` (the oven first, as printed). The step keeps its
     * own `text`, which search engines read. A step with neither has none (null).
     *
     * @param  array{text: string, tips: list<string>, oven: ?string}  $step
     * @return list<array{'@type': string, text: string}>|null
     */
    private function directions(array $step, ?string $groupOven): ?array
    {
        $tips = [...array_values(array_filter([$groupOven, $step['oven']], fn ($oven) => $oven !== null)), ...$step['tips']];
        if ($tips === []) {
            return null;
        }

        return [
            ['@type' => 'HowToDirection', 'text' => $step['text']],
            ...array_map(fn (string $tip) => ['@type' => 'HowToTip', 'text' => $tip], $tips),
        ];
    }

    /** @return array<string, mixed>|null the post's video, for a video post the page shows it on */
    private function video(RecipeContent $recipe, ?string $description, ?string $image): ?array
    {
        if ($recipe->videoUrl === null) {
            return null;
        }

        return array_filter([
            '@type' => 'VideoObject',
            'name' => $recipe->name,
            'description' => $description,
            'thumbnailUrl' => $image === null ? null : [$image],
            'contentUrl' => ($this->absolute)($recipe->videoUrl),
            'uploadDate' => $recipe->published,
        ], fn ($value) => $value !== null);
    }
}
