<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\ContentFormRequest;
use App\Http\Requests\UpdateFaqRequest;
use App\Http\Requests\UpdateHomeRequest;
use App\Http\Requests\UpdatePostRequest;
use App\Http\Requests\UpdateProductRequest;
use App\Models\Page;
use App\Models\Post;
use App\Models\Product;
use App\Models\Tag;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Http\Request;
use Illuminate\Support\Str;
use SiteWidgets\Laravel\Revisions\Revision;
use SiteWidgets\Laravel\Revisions\Revisions;
use SiteWidgets\Laravel\Revisions\StaleRevision;
use SiteWidgets\Laravel\Revisions\ThreeWay;

/**
 * Each admin form's revisions (docs/laravel-host.md, "Editing together"): the list, one revision
 * compared with the current content field by field, and restoring one as a new revision. The
 * same three actions for a post, a product, the home page and the FAQ: the route's name says
 * which (`admin.posts.revisions.index`…), and its form request which fields a revision holds.
 */
class RevisionController extends Controller
{
    private const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
        | JSON_PRESERVE_ZERO_FRACTION | JSON_INVALID_UTF8_SUBSTITUTE;

    public function index(Request $request)
    {
        $subject = $this->subject($request);
        $item = $subject['item'];

        return view('admin.revisions.index', $subject + [
            'revisions' => $item->exists ? $item->revisions()->with('user')->get() : collect(),
            'current' => $item->currentRevision(),
        ]);
    }

    public function show(Request $request)
    {
        $subject = $this->subject($request);
        $revision = $this->revision($subject['item'], $request);
        /** @var class-string<ContentFormRequest> $form */
        $form = $subject['form'];
        $now = Revisions::fieldsOf($subject['item'], $form::fields());

        $fields = [];
        foreach ($form::FIELDS as $field => $label) {
            $before = $revision->fields[$field] ?? null;
            $after = $now[$field] ?? null;
            if (isset($form::EDITOR_FIELDS[$field])) {
                ['editor' => $editor, 'differs' => $differs, 'same' => $same] = $form::EDITOR_FIELDS[$field];
                $fields[] = [
                    'field' => $field,
                    'json' => true,
                    'label' => $label,
                    'editor' => $editor,
                    'differs' => $before !== $after,
                    'text' => $label.': '.($before === $after ? $same : $differs),
                    'before' => json_encode($before, self::JSON_FLAGS),
                    'after' => json_encode($after, self::JSON_FLAGS),
                ];
            } else {
                $shown = fn ($value) => $this->shown($subject['kind'], $field, $value);
                $fields[] = [
                    'field' => $field,
                    'json' => false,
                    'text' => $label.': '.(ThreeWay::same([$before], [$after]) ? $shown($after).', igual que ahora' : 'Antes '.$shown($before).' → ahora '.$shown($after)),
                ];
            }
        }

        return view('admin.revisions.show', $subject + [
            'revision' => $revision,
            'current' => $subject['item']->currentRevision(),
            'fields' => $fields,
        ]);
    }

    /** The old content stored again, as a new revision: nothing is deleted. */
    public function restore(Request $request)
    {
        $subject = $this->subject($request);
        $item = $subject['item'];
        $revision = $this->revision($item, $request);
        /** @var class-string<ContentFormRequest> $form */
        $form = $subject['form'];
        // The FAQ's answers go through the sanitizer again, as on every save of its form.
        $store = $subject['kind'] === 'faq'
            ? fn (array $old) => $item->fill(['custom_content' => is_array($old['custom_content'] ?? null) ? FaqController::clean($old['custom_content']) : null])->save()
            : null;

        try {
            $restored = Revisions::restore($item, $revision, $form::fields(), $request->user()?->getAuthIdentifier(), $store);
        } catch (StaleRevision) {
            // Someone saved at that very moment: nothing was stored, and the page says so.
            return redirect($this->route($subject, 'show', ['number' => $revision->number]))
                ->with('status', 'Alguien guardó al mismo tiempo y no se restauró nada: probá de nuevo.');
        }

        return redirect($subject['edit'])->with('status', "Se restauró la versión {$revision->number} como versión {$restored->number}.");
    }

    /** Which item, its form request, how the pages name it, and its addresses. */
    private function subject(Request $request): array
    {
        $route = $request->route();
        $kind = Str::between($route->getName(), 'admin.', '.revisions.');
        [$item, $form, $name, $parameters] = match ($kind) {
            'posts' => [$post = Post::findOrFail($route->parameter('post')), UpdatePostRequest::class, "la receta «{$post->name}»", ['post' => $post]],
            'products' => [$product = Product::findOrFail($route->parameter('product')), UpdateProductRequest::class, "el producto «{$product->name}»", ['product' => $product]],
            'home' => [Page::named('home'), UpdateHomeRequest::class, 'la portada', []],
            'faq' => [Page::named('faq'), UpdateFaqRequest::class, 'las preguntas frecuentes', []],
        };
        $subject = ['kind' => $kind, 'item' => $item, 'form' => $form, 'name' => $name, 'parameters' => $parameters];

        return $subject + [
            'edit' => route("admin.$kind.edit", $parameters),
            'list' => $this->route($subject, 'index'),
            'links' => fn (int $number, string $action = 'show') => $this->route($subject, $action, ['number' => $number]),
        ];
    }

    private function route(array $subject, string $action, array $more = []): string
    {
        return route("admin.{$subject['kind']}.revisions.$action", $subject['parameters'] + $more);
    }

    private function revision(Model $item, Request $request): Revision
    {
        return $item->revisionAt((int) $request->route('number')) ?? abort(404);
    }

    /** A plain field's value as the page shows it: «text», a category by its name, "(vacío)". */
    private function shown(string $kind, string $field, mixed $value): string
    {
        if ($value === null || $value === '') {
            return '(vacío)';
        }
        if ($kind === 'posts' && in_array($field, ['tag_id', 'sub_tag'], true)) {
            $value = Tag::find($value)?->name ?? "n.º $value";
        }

        return '«'.(is_scalar($value) ? (string) $value : json_encode($value, self::JSON_FLAGS)).'»';
    }
}
