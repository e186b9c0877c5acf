<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\View\Components;

use Illuminate\Database\Eloquent\Model;
use Illuminate\View\Component;
use SiteWidgets\Laravel\Meta\Description;
use SiteWidgets\Laravel\Meta\ShareImage;
use SiteWidgets\Laravel\Meta\SharePicture;
use SiteWidgets\Laravel\Recipe\Duration;
use SiteWidgets\Laravel\Recipe\RecipeContent;
use SiteWidgets\Laravel\Recipe\Stored;

/**
 * `<x-site-widgets-meta … />` in a page's `<head>`: what a link preview (WhatsApp, Facebook,
 * X, Telegram…) and a search engine read of the page. Prints `<meta name="description">`,
 * `<link rel="canonical">`, Open Graph (`og:type`, `og:site_name`, `og:locale`, `og:title`,
 * `og:description`, `og:url`, `og:image` with its type, width, height and alt) and
 * `twitter:card` (`summary_large_image` with a picture); every value escaped as an attribute,
 * every address absolute (docs/laravel-host.md, "Link previews").
 *
 * Attributes, each optional:
 * - `title`: the page's own title, without the site's name (`og:site_name` says it).
 * - `description`: any stored text or HTML: made plain and cut at a word to 160 characters (`Description`).
 * - `image`: the page's picture, a path or address as the page prints it; the share picture is
 *   made from it (`SharePicture`), or the site's default one when it cannot be (an SVG, another
 *   site's address, none).
 * - `image-alt`: what the picture shows (default: the title).
 * - `type`: `og:type` (default `website`; `article` with a post).
 * - `url`: the page's canonical address (default: the request's, without its query).
 * - `post`: a recipe or video post (a model or its array, the fields the cards read), which
 *   fills what is not given: its name, its picture, and a description from its own stored
 *   `description`, else its first step, else a sentence with its name. A login-required post
 *   is described by its teaser only (its category, time and servings, and that it needs a
 *   login), never by its steps, whoever is looking.
 */
class PageMeta extends Component
{
    /** Private: a component's public properties would reach its view, over what `render()` gives it. */
    public function __construct(
        private readonly mixed $post = null,
        private readonly mixed $title = null,
        private readonly mixed $description = null,
        private readonly mixed $image = null,
        private readonly mixed $imageAlt = null,
        private readonly mixed $type = null,
        private readonly mixed $url = null,
    ) {
    }

    public function render()
    {
        $recipe = is_object($this->post) || is_array($this->post) ? RecipeContent::of($this->post) : null;
        $siteName = Stored::shown(config('site-widgets.meta.site_name')) ?? Stored::shown(config('site-widgets.brand')) ?? Stored::shown(config('app.name')) ?? '';
        $title = Stored::shown($this->title) ?? ($recipe === null || $recipe->name === '' ? null : $recipe->name) ?? $siteName;
        $description = Description::of($this->description)
            ?? ($recipe === null ? null : self::postDescription($this->post, $recipe))
            ?? Description::of(config('site-widgets.meta.description'))
            ?? Description::of($title)
            ?? '';
        [$image, $imageAlt] = $this->picture($recipe, $title);

        return view('site-widgets::meta', [
            'siteName' => $siteName,
            'title' => $title,
            'description' => $description,
            'canonical' => self::absolute(Stored::shown($this->url)) ?? self::absolute(url()->current()) ?? url('/').'/',
            'ogType' => Stored::shown($this->type) ?? ($recipe === null ? 'website' : 'article'),
            'locale' => Stored::shown(config('site-widgets.meta.locale')) ?? 'es_AR',
            'picture' => $image,
            'pictureUrl' => $image === null ? null : self::absolute($image->url),
            'pictureAlt' => $imageAlt,
        ]);
    }

    /**
     * The description of a post: its own stored text, else its first step, else a sentence with
     * its name. A login-required post: its teaser only.
     */
    public static function postDescription(mixed $post, RecipeContent $recipe): ?string
    {
        if ($recipe->loginRequired) {
            return self::teaser($recipe);
        }

        return Description::of(Stored::shown(self::storedDescription($post)))
            ?? Description::of($recipe->firstStep())
            ?? ($recipe->name === '' ? null : Description::of((data_get($post, 'type') === 'video' ? 'Video: ' : 'Receta de ').$recipe->name.'.'));
    }

    /** The post's own `description`, when its table has one (read without asking a model for a column it lacks, which Laravel 9+ may refuse). */
    private static function storedDescription(mixed $post): mixed
    {
        if ($post instanceof Model) {
            return array_key_exists('description', $post->getAttributes()) ? $post->getAttribute('description') : null;
        }

        return data_get($post, 'description');
    }

    /**
     * What the cards show of a login-required post to everyone (its category, time and
     * servings), and that it needs a login: 'Clases · 2 h · 8 porciones. Contenido exclusivo
     * para usuarios registrados: iniciá sesión para verlo.'
     */
    public static function teaser(RecipeContent $recipe): string
    {
        $facts = array_values(array_filter([
            $recipe->category,
            $recipe->totalTime === null ? null : Duration::label($recipe->totalTime),
            $recipe->servings === null ? null : ($recipe->servingsCount === null ? $recipe->servings : "{$recipe->servingsCount} porciones"),
        ], fn ($fact) => $fact !== null && $fact !== ''));
        $lead = $facts === [] ? '' : implode(' · ', $facts).'. ';

        return (string) Description::of($lead.'Contenido exclusivo para usuarios registrados: iniciá sesión para verlo.');
    }

    /**
     * The share picture and what it shows: the page's own, else the site's default.
     *
     * @return array{0: ?ShareImage, 1: string}
     */
    private function picture(?RecipeContent $recipe, string $title): array
    {
        $pictures = SharePicture::fromConfig();
        $own = Stored::shown($this->image) ?? $recipe?->image;
        $picture = $own === null ? null : $pictures->of($own);
        if ($picture !== null) {
            return [$picture, Stored::shown($this->imageAlt) ?? $title];
        }
        $default = $pictures->of(Stored::shown(config('site-widgets.meta.default_image')));

        return [$default, Stored::shown(config('site-widgets.meta.default_image_alt')) ?? $title];
    }

    /** A path or http(s) address as a full URL (a protocol-relative one takes the site's scheme); anything else is none. */
    private static function absolute(?string $address): ?string
    {
        if ($address === null || preg_match('/[\x00-\x20\x7F]/', $address) === 1) {
            return null;
        }
        if (str_starts_with($address, '//')) {
            $address = (parse_url(url('/'), PHP_URL_SCHEME) ?: 'https').':'.$address;
        } elseif (str_starts_with($address, '/')) {
            $address = url($address);
        } elseif (preg_match('#^https?://#i', $address) !== 1) {
            return null;
        }

        // The site's root as its own address, `https://sitio.example/` (Laravel's `url('/')` has no last slash).
        return preg_match('#^https?://[^/?\#]+$#i', $address) === 1 ? "$address/" : $address;
    }
}
