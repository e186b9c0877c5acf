<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Controllers\HomeController;
use App\Http\Controllers\PostController;
use App\Http\Requests\ContentFormRequest;
use App\Http\Requests\UpdateHomeRequest;
use App\Http\Requests\UpdatePostRequest;
use App\Models\Post;
use App\Support\StoredContent;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Validator;
use Illuminate\View\View;
use Symfony\Component\HttpFoundation\Response;

/**
 * 'Vista previa': the public page as the form's unsaved values would make it, in a new tab.
 * The form's preview button posts the form here (`formaction`, `formtarget="_blank"`,
 * `formnovalidate`; the form's `@method('PUT')` comes along, so the routes take PUT and POST).
 *
 * Nothing is stored: the values fill the model in memory (`fill()`, never `save()`), and the
 * public page's own action renders it, so the preview is that page and no copy of it. The
 * fields are checked by the save's own rules (the Form Request's `fieldRules()`), without what
 * belongs to the save itself (its authorization: the route's gate lets editors only in); what
 * does not validate is answered 422 with a page saying what is wrong, never the form, which
 * stays in the other tab. Never cached, never indexed.
 */
class PreviewController extends Controller
{
    public function post(Request $request, Post $post): Response
    {
        return $this->preview($request, UpdatePostRequest::class, UpdatePostRequest::fieldRules($post), function (array $values) use ($post) {
            $post->fill($values);

            return $this->noticed(app()->call([app(PostController::class), 'show'], ['post' => $post]), 'esta receta');
        });
    }

    public function home(Request $request): Response
    {
        return $this->preview($request, UpdateHomeRequest::class, UpdateHomeRequest::fieldRules(), function (array $values) {
            $page = app()->call(app(HomeController::class));

            return $this->noticed($page->with('banner', StoredContent::banner($values['banner_data'])), 'esta portada');
        });
    }

    /**
     * @param  class-string<ContentFormRequest>  $form  the save's Form Request, whose `values()` decode the editors' JSON
     * @param  callable(array): mixed  $page  the page, given the validated values
     */
    private function preview(Request $request, string $form, array $rules, callable $page): Response
    {
        // The save's own messages too, where its Form Request words some (UpdatePostRequest::fieldMessages).
        $validator = Validator::make($request->all(), $rules, method_exists($form, 'fieldMessages') ? $form::fieldMessages() : []);
        if ($validator->fails()) {
            $response = response()->view('admin.preview-invalid', ['problems' => $validator->errors()->all()], 422);
        } else {
            $shown = $page($form::createFrom($request)->setValidator($validator)->values());
            $response = $shown instanceof Response ? $shown : response($shown);
        }
        $response->headers->set('Cache-Control', 'no-store');
        $response->headers->set('X-Robots-Tag', 'noindex');

        return $response;
    }

    /** The layout's preview banner and `noindex` (layouts/app.blade.php), on a page the action rendered. */
    private function noticed(mixed $page, string $what): mixed
    {
        return $page instanceof View ? $page->with('previewNotice', "Vista previa: {$what} no está guardada. Cerrá esta pestaña para volver a editarla.") : $page;
    }
}
