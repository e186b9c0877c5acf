<?php

use App\Http\Controllers\Admin;
use App\Http\Controllers\Api;
use App\Http\Controllers\Auth\LoginController;
use App\Http\Controllers\CatalogueController;
use App\Http\Controllers\FaqController;
use App\Http\Controllers\HomeController;
use App\Http\Controllers\PointOfSale\ListingController;
use App\Http\Controllers\PostController;
use App\Http\Controllers\VideoController;
use Illuminate\Support\Facades\Route;

// Public pages: each prints its widgets' placeholders.
Route::get('/', HomeController::class)->name('home');
Route::get('/recetas', [PostController::class, 'recipes'])->name('recipes');
Route::get('/videos', [PostController::class, 'videos'])->name('videos');
Route::get('/post/{post}', [PostController::class, 'show'])->name('posts.show');
Route::get('/landing/{landing:slug}', [PostController::class, 'landing'])->name('landings.show');
Route::get('/register_pdv', [PostController::class, 'registration'])->name('registration');
Route::get('/productos', [CatalogueController::class, 'products'])->name('products.index');
Route::get('/product/{product}', [CatalogueController::class, 'product'])->name('products.show');
Route::get('/recetarios', [CatalogueController::class, 'cookbooks'])->name('cookbooks.index');
Route::get('/recetarios/{cookbook}', [CatalogueController::class, 'cookbook'])->name('cookbooks.show');
Route::get('/distribuidores', [CatalogueController::class, 'distributors'])->name('distributors.index');
Route::get('/distribuidores/{distributor}', [CatalogueController::class, 'distributor'])->name('distributors.show');
Route::get('/preguntas-frecuentes', FaqController::class)->name('faq');
// The shopping list: kept in the visitor's browser, so the page is the same for everyone (docs/widgets/shopping-list.md).
Route::view('/mi-lista', 'pages.shopping-list')->name('shopping-list');

// 'Mis recetas': the recipes saved on this device (the `saved-recipes` widget reads them from the
// browser's storage; the server knows nothing of them). Also served offline, by the service worker.
Route::view('/mis-recetas', 'pages.saved-recipes')->name('saved-recipes');
// The posts' videos, outside public/: sent only to whom may see a post naming them (VideoController).
Route::get('/media/videos/{file}', VideoController::class)->name('videos.file');

Route::get('/login', [LoginController::class, 'show'])->middleware('guest')->name('login');
// Wrong passwords are counted per account and per address (LoginController), answered 429 past five or twenty a minute.
Route::post('/login', [LoginController::class, 'login'])->middleware('guest');
Route::post('/logout', [LoginController::class, 'logout'])->name('logout');

// "Mi punto de venta": a point of sale proposes changes to its own listing, which an editor
// approves or rejects (docs/laravel-host.md, "Points of sale"). `can:edit-listing`: its own
// listing only, anyone else 403 (AuthServiceProvider). The proposal holds the session's lock as
// the admin forms' saves do (its message and a refusal's `old()` are in the session), under
// `throttle:proposals` (RouteServiceProvider).
Route::middleware('auth')->group(function () {
    Route::get('/mi-punto-de-venta', [ListingController::class, 'mine'])->name('listing.mine');
    Route::get('/mi-punto-de-venta/{distributor}', [ListingController::class, 'edit'])->middleware('can:edit-listing,distributor')->name('listing.edit');
    Route::put('/mi-punto-de-venta/{distributor}', [ListingController::class, 'update'])
        ->middleware(['can:edit-listing,distributor', 'throttle:proposals'])->name('listing.update')->block();
});

// The widgets' API, in the `web` group like the pages: same session, same CSRF check.
Route::prefix('api')->group(function () {
    Route::get('posts/{section}/{tagId?}', [Api\PostController::class, 'index'])->where('tagId', '-1|[0-9]+');
    Route::get('products/{tagId?}', [Api\ProductController::class, 'index'])->where('tagId', '[0-9]+');
    Route::get('distributors', [Api\DistributorController::class, 'index']);
    Route::post('hits', [Api\HitController::class, 'store'])->middleware('throttle:hits');
    Route::post('upload_images/{path}', [Api\UploadController::class, 'store'])
        ->where('path', '[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*')
        ->middleware(['auth', 'can:edit-content', 'throttle:uploads']);
});

// The admin forms: the editors fill their hidden inputs; the forms send them here with
// `@method('PUT')`, as resource routes take an update. Only editors (the `edit-content` gate,
// app/Providers/AuthServiceProvider.php): anyone else gets 403.
Route::middleware(['auth', 'can:edit-content'])->prefix('admin')->name('admin.')->group(function () {
    Route::view('/', 'admin.index')->name('index');
    // What visitors looked for and did not find, counted (docs/laravel-host.md, "What the brand learns"): the page and its CSV.
    Route::get('demanda', [Admin\DemandController::class, 'show'])->name('demand');
    Route::get('demanda.csv', [Admin\DemandController::class, 'csv'])->name('demand.csv');
    // A resource's edit and update for each form (the home page and the FAQ are one each: no id in
    // the address). Every route that writes what the next page reads from the session (a save's
    // "Receta guardada.", a refused save's errors and fields for `old()`) holds the session's lock
    // (`block()`), and so does the presence heartbeat, which an open form sends every 20 s: without
    // the lock, a heartbeat that read the session before a save and wrote it after puts it back as
    // it was, and the page the save redirects to shows neither its message nor, after an error,
    // what was typed.
    $forms = [
        'posts/{post}' => [Admin\PostController::class, 'posts'],
        'products/{product}' => [Admin\ProductController::class, 'products'],
        'home' => [Admin\HomeController::class, 'home'],
        'faq' => [Admin\FaqController::class, 'faq'],
    ];
    foreach ($forms as $path => [$controller, $name]) {
        Route::get("$path/edit", [$controller, 'edit'])->name("$name.edit");
        Route::match(['put', 'patch'], $path, [$controller, 'update'])->name("$name.update")->block();
    }
    // The points of sale's proposals: the queue, one compared in words, 'Aprobar' and 'Rechazar'
    // (Admin\ProposalController), the writes under the session's lock like the forms' saves.
    Route::get('propuestas', [Admin\ProposalController::class, 'index'])->name('proposals.index');
    Route::get('propuestas/{proposal}', [Admin\ProposalController::class, 'show'])->name('proposals.show');
    Route::post('propuestas/{proposal}/aprobar', [Admin\ProposalController::class, 'approve'])->name('proposals.approve')->block();
    Route::post('propuestas/{proposal}/rechazar', [Admin\ProposalController::class, 'reject'])->name('proposals.reject')->block();
    // Who else has a form open: the `editing-presence` widget's heartbeat (the host package's
    // PresenceController; CSRF as the forms, `throttle:presence`, app/Providers/RouteServiceProvider.php).
    Route::post('presencia', SiteWidgets\Laravel\Presence\PresenceController::class)->middleware('throttle:presence')->name('presence')->block();
    // 'Vista previa': the public page from the form's unsaved values, in a new tab, never stored
    // (Admin\PreviewController). The form's button posts it with the form's `_method=PUT`.
    Route::match(['put', 'post'], 'posts/{post}/preview', [Admin\PreviewController::class, 'post'])->name('posts.preview');
    Route::match(['put', 'post'], 'home/preview', [Admin\PreviewController::class, 'home'])->name('home.preview');
    // Each form's revisions (the host package's, docs/laravel-host.md "Editing together"): the list,
    // one compared with the current content, and 'Restaurar' (a new revision, nothing deleted),
    // `…/revisiones`, `…/revisiones/{number}`, `…/revisiones/{number}/restaurar`, named `admin.posts.revisions.*`.
    Route::siteWidgetsRevisions('posts/{post}', App\Models\Post::class, 'posts');
    Route::siteWidgetsRevisions('products/{product}', App\Models\Product::class, 'products');
    Route::siteWidgetsRevisions('home', App\Models\Page::class, 'home', ['slug' => 'home']);
    Route::siteWidgetsRevisions('faq', App\Models\Page::class, 'faq', ['slug' => 'faq']);
});
