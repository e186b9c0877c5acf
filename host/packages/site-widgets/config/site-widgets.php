<?php

use SiteWidgets\Laravel\SiteWidgetsServiceProvider;

/*
 * The site widgets' settings, merged under `site-widgets` (`config('site-widgets.strict')`).
 * `php artisan vendor:publish --tag=site-widgets-config` copies this file to config/ to
 * change a setting there; keys left out of the copy keep the package's values.
 */
return [
    // Where the built bundle is served from, under public/: `<x-site-widgets-preload />` reads
    // its preload.json there, and `vendor:publish --tag=site-widgets-assets` copies the
    // package's build there. The layout's `mix('/public.js', 'build/widgets')` names the same folder.
    'directory' => 'build/widgets',

    // A placeholder or preload list the bundle would refuse (an unknown widget or attribute,
    // a value of the wrong kind, no preload.json) throws outside production; in production the
    // page renders, the mistake left out and reported to the log. SITE_WIDGETS_STRICT overrides it.
    'strict' => (bool) env('SITE_WIDGETS_STRICT', env('APP_ENV', 'production') !== 'production'),

    // The brand, author of the recipes in their schema.org JSON-LD (`<x-site-recipe>`); the
    // application's name (`app.name`) when not set.
    'brand' => env('SITE_WIDGETS_BRAND'),

    // How eagerly visitors' browsers fetch the page behind a card or a directory link before the
    // tap (Speculation Rules, docs/hosting.md): 'off', 'conservative' (on pointer-down), 'moderate'
    // (on hover or pointer-down) or 'eager'; printed into the page globals by
    // `<x-site-widgets-globals>` (its `speculation` attribute wins). Null: the bundle's default,
    // 'moderate'. SITE_WIDGETS_SPECULATION overrides it.
    'speculation' => env('SITE_WIDGETS_SPECULATION'),

    // The recipes' cuisine in their JSON-LD (`recipeCuisine`); null leaves it out.
    'cuisine' => 'Argentina',

    // The folders of the public disk `POST /api/upload_images/{path}` stores into
    // (`SiteWidgets\Laravel\Upload\UploadFolders`): every `data-section` and `data-upload-path`
    // the admin pages print, and `images`, the uploader's folder when a page names none. Any
    // other `{path}` answers 404 and creates nothing; a page that uploads elsewhere adds it here.
    'upload_folders' => ['images', 'recetas', 'recetas/pasos', 'productos'],

    // How long an editor counts as having an admin form open after their last heartbeat, in
    // seconds (the `editing-presence` widget beats every 20): no presence outlives it
    // (SiteWidgets\Laravel\Presence\PresenceStore). SITE_WIDGETS_PRESENCE_TTL overrides it (a test
    // may shorten it).
    'presence_ttl' => (int) env('SITE_WIDGETS_PRESENCE_TTL', 60),

    // The admin forms' revisions (docs/laravel-host.md, "Editing together"). `ability`: the gate
    // the revision pages ask (`Route::siteWidgetsRevisions()` puts `can:` on each of its routes;
    // inside a group asking the same one, Laravel runs it once). `layout`: the view the revision
    // pages extend (`@extends`), with the sections `title` and `content`.
    'revisions' => [
        'ability' => 'edit-content',
        'layout' => 'layouts.app',
    ],

    // What `<x-site-widgets-meta>` prints in a page's head for link previews (docs/laravel-host.md,
    // "Link previews"). `site_name`: `og:site_name` (the brand's, else the application's name when
    // null). `description`: a page's description when it gives none. `default_image`: the picture
    // of a page whose own cannot be previewed (none, an SVG, another site's), a path in public/ or
    // on the public disk (null: such a page has no `og:image`), and `default_image_alt` what it
    // shows. `share_folder`: where on the public disk the share pictures are made
    // (SiteWidgets\Laravel\Meta\SharePicture: 1200 × 630 JPEGs of at most 300 KB, once each).
    'meta' => [
        'site_name' => null,
        'locale' => 'es_AR',
        'description' => null,
        'default_image' => null,
        'default_image_alt' => null,
        'share_folder' => 'compartir',
    ],

    // Analytics consent (docs/hosting.md, "Consent"): what `<x-site-widgets-consent>` prints before
    // any tag. `measurement_id`: GA4's `G-…`; null (the default) loads no analytics tag, and the
    // worked host then asks nothing. `tag_url`: gtag.js unless set (the host's tests point it at
    // a stand-in on the site). `version`: the notice's `data-version`; raising it asks everyone again.
    'consent' => [
        'measurement_id' => env('SITE_WIDGETS_ANALYTICS_ID'),
        'tag_url' => env('SITE_WIDGETS_ANALYTICS_TAG_URL'),
        'version' => (int) env('SITE_WIDGETS_CONSENT_VERSION', 1),
    ],

    // The widgets `<x-site-widget>` knows, each with its entry and its attributes' kinds:
    // generated from the bundle's own attribute declarations (src/Generated/widgets.php, `npm run generate`),
    // so it is read from the package, also from a published copy of this file.
    'widgets' => require SiteWidgetsServiceProvider::WIDGET_LIST,
];
