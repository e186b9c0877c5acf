<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\View\Components;

use Illuminate\Support\HtmlString;
use Illuminate\View\Component;
use JsonException;
use SiteWidgets\Laravel\Placeholder;
use SiteWidgets\Laravel\Recipe\Density;
use SiteWidgets\Laravel\Recipe\Duration;
use SiteWidgets\Laravel\Recipe\RecipeContent;
use SiteWidgets\Laravel\Recipe\RecipeJsonLd;
use SiteWidgets\Laravel\Recipe\Stored;
use SiteWidgets\Laravel\StrictOrReport;

/**
 * `<x-site-recipe :post="$post" />`: a recipe printed by the server, readable with JavaScript
 * off, in the markup `recipe-tools` and the bundle's recipe stylesheet rely on
 * (docs/widgets/recipe.md, "The markup contract"), with its schema.org `Recipe` JSON-LD.
 * `consumers`: product ingredients link to the consumers' product page, as the product
 * cards do on consumer pages. `url`: the page's address the JSON-LD's steps link to
 * (default: the request's). `stylesheet`: false when the page links the recipe stylesheet
 * itself (in its `<head>`, say); by default the recipe prints its link before itself, so the
 * recipe is styled with JavaScript off and no page without a recipe pays for it. `products`:
 * the recipe's products (models or arrays with `id` and `attributes`, read in one query by the
 * page), whose grams per cup and spoon (`attributes.gramosPorTaza`, `gramosPorCucharada`) the
 * product ingredients carry for recipe-tools' conversions (`data-recipe-grams-per-cup`,
 * `…-per-spoon`); a post's readable `mould` is a fact and the placeholder's `data-mould`. It prints
 * whatever post it is given: who may see a login-required one is the page's to decide, as the
 * host's PostController does.
 */
class SiteRecipe extends Component
{
    /** As `@json` prints: nothing in the JSON can close the script element. */
    private const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT
        | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR;

    /** The widget whose placeholder the recipe holds. */
    private const TOOLS = 'recipe-tools';

    public function __construct(public mixed $post, public bool $consumers = false, public ?string $url = null, public bool $stylesheet = true, public mixed $products = null)
    {
    }

    public function render()
    {
        if (! is_object($this->post) && ! is_array($this->post)) {
            return new HtmlString('');
        }
        $recipe = RecipeContent::of($this->post);

        return view('site-widgets::recipe', [
            'recipe' => $recipe,
            'facts' => $this->facts($recipe),
            // Only when the deployed bundle has the widget (its list comes from the same build):
            // a placeholder no code claims would be reported as an error in the browser.
            'tools' => app(Placeholder::class)->printed(self::TOOLS),
            'productPath' => $this->consumers ? 'consumers/product/' : '/product/',
            'densities' => $this->densities(),
            'jsonLd' => $this->jsonLd($recipe),
            'stylesheetHref' => $this->stylesheet ? $this->stylesheetHref() : null,
        ]);
    }

    /**
     * The build's recipe stylesheet (its `/recipe.css` in mix-manifest.json, in the config's
     * `site-widgets.directory`), as `mix()` finds it. Without it, strict (outside production)
     * stops the page; otherwise the recipe prints unstyled and the mistake goes to the log.
     */
    private function stylesheetHref(): ?string
    {
        try {
            return (string) mix('/recipe.css', trim((string) config('site-widgets.directory'), '/'));
        } catch (\Exception $problem) {
            StrictOrReport::refuse($problem);

            return null;
        }
    }

    /** @return list<array{0: string, 1: string}> each fact stored, as the cards print times */
    private function facts(RecipeContent $recipe): array
    {
        $facts = [];
        if ($recipe->cookTime !== null) {
            $facts[] = ['Cocción', Duration::label($recipe->cookTime)];
        }
        if ($recipe->totalTime !== null) {
            $facts[] = ['Duración', Duration::label($recipe->totalTime)];
        }
        if ($recipe->servings !== null) {
            $facts[] = ['Porciones', $recipe->servings];
        }
        if ($recipe->mould !== null) {
            $facts[] = ['Molde', $recipe->mould->words()];
        }

        return $facts;
    }

    /**
     * Each given product's printed densities, by its id: product id => [item attribute => figure].
     * Anything not a product with an id, or without a readable density, gives none.
     *
     * @return array<int, array<string, string>>
     */
    private function densities(): array
    {
        $densities = [];
        foreach (is_iterable($this->products) ? $this->products : [] as $product) {
            $id = Stored::positive(data_get($product, 'id'));
            $printed = $id === null ? [] : Density::attributesOf(data_get($product, 'attributes'));
            if ($printed !== []) {
                $densities[$id] = $printed;
            }
        }

        return $densities;
    }

    private function jsonLd(RecipeContent $recipe): ?HtmlString
    {
        $builder = new RecipeJsonLd(
            page: $this->url ?? url()->current(),
            brand: (string) (config('site-widgets.brand') ?? config('app.name')),
            cuisine: config('site-widgets.cuisine'),
            absolute: fn (string $path) => self::absolute($path),
        );
        try {
            return new HtmlString(json_encode($builder->of($recipe), self::JSON_FLAGS));
        } catch (JsonException $problem) {
            // The page is worth more than its JSON-LD.
            report($problem);

            return null;
        }
    }

    /** A path or address as a full URL: a protocol-relative one takes the site's scheme. */
    private static function absolute(string $path): string
    {
        if (str_starts_with($path, '//')) {
            return (parse_url(url('/'), PHP_URL_SCHEME) ?: 'https').':'.$path;
        }

        return url($path);
    }
}
