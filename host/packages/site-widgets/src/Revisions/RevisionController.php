<?php

namespace SiteWidgets\Laravel\Revisions;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Illuminate\Support\Str;
use Illuminate\View\View;

/**
 * An item's revisions (RevisionRoutes names the routes): the list, one revision compared with
 * the current content field by field, and 'Restaurar', which stores an old revision's content
 * as a new one. Which model, and how its pages speak of it, is the route's (RevisionRoutes)
 * and the model's `revisionOptions()`. Who may: the route's `can:` middleware, the one check.
 */
class RevisionController
{
    private const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
        | JSON_PRESERVE_ZERO_FRACTION | JSON_INVALID_UTF8_SUBSTITUTE;

    public function __construct(private Revisions $revisions)
    {
    }

    public function index(Request $request): View
    {
        $subject = $this->subject($request);
        $item = $subject['item'];

        return view('site-widgets::revisions.index', $subject + [
            'revisions' => $item->exists ? $item->revisions()->with('user')->get() : collect(),
            'current' => $item->currentRevision(),
        ]);
    }

    public function show(Request $request): View
    {
        $subject = $this->subject($request);
        /** @var RevisionOptions $options */
        $options = $subject['options'];
        $revision = $this->revision($subject['item'], $request);
        $now = $this->revisions->fieldsOf($subject['item']);

        $fields = [];
        foreach ($options->fields() as $field => $label) {
            $before = $revision->fields[$field] ?? null;
            $after = $now[$field] ?? null;
            $editor = $options->editorOf($field);
            if ($editor !== null) {
                $fields[] = [
                    'field' => $field,
                    'json' => true,
                    'label' => $label,
                    'editor' => $editor['editor'],
                    'differs' => $before !== $after,
                    'text' => $label.': '.($before === $after ? $editor['same'] : $editor['differs']),
                    'before' => json_encode($before, self::JSON_FLAGS),
                    'after' => json_encode($after, self::JSON_FLAGS),
                ];
            } else {
                $shown = fn ($value) => $this->shown($options, $field, $value);
                $fields[] = [
                    'field' => $field,
                    'json' => false,
                    'text' => $label.': '.(ThreeWay::same([$before], [$after]) ? $shown($after).', igual que ahora' : 'Antes '.$shown($before).' → ahora '.$shown($after)),
                ];
            }
        }

        return view('site-widgets::revisions.show', $subject + [
            'revision' => $revision,
            'current' => $subject['item']->currentRevision(),
            'fields' => $fields,
        ]);
    }

    /** The old content stored again, as a new revision: nothing is deleted. */
    public function restore(Request $request): RedirectResponse
    {
        $subject = $this->subject($request);
        $revision = $this->revision($subject['item'], $request);

        try {
            $restored = $this->revisions->restore($subject['item'], $revision, $request->user()?->getAuthIdentifier());
        } catch (StaleRevision) {
            // Someone saved at that very moment: nothing was stored, and the page says so.
            return redirect($subject['links']($revision->number))
                ->with('status', 'Alguien guardó al mismo tiempo y no se restauró nada: probá de nuevo.');
        }

        return redirect($subject['edit'] ?? $subject['list'])->with('status', "Se restauró la versión {$revision->number} como versión {$restored->number}.");
    }

    /** Which item, its options, how the pages name it, and its addresses. */
    private function subject(Request $request): array
    {
        $route = $request->route();
        ['model' => $model, 'parameter' => $parameter, 'find' => $find] = $route->getAction(RevisionRoutes::ACTION);
        $item = $this->item($model, $parameter === null ? null : $route->parameter($parameter), $find);
        $options = RevisionOptions::of($item);
        $parameters = $parameter === null ? [] : [$parameter => $route->parameter($parameter)];
        $names = Str::beforeLast((string) $route->getName(), '.');
        $edit = $options->editRoute();

        return [
            'item' => $item,
            'options' => $options,
            'name' => $options->nameOf($item),
            'edit' => $edit === null ? null : route($edit, $parameters),
            'list' => route("$names.index", $parameters),
            'links' => fn (int $number, string $action = 'show') => route("$names.$action", $parameters + ['number' => $number]),
        ];
    }

    /** The route's item: by its key in the address (as route model binding finds it), or the one row `$find` names (firstOrNew: a GET writes nothing). */
    private function item(string $model, mixed $key, array $find): Model
    {
        /** @var Model $instance */
        $instance = new $model();
        if ($key !== null) {
            return $key instanceof Model ? $key : ($instance->resolveRouteBinding($key) ?? abort(404));
        }

        return $instance->newQuery()->firstOrNew($find);
    }

    private function revision(Model $item, Request $request): Revision
    {
        return $item->revisionAt((int) $request->route('number')) ?? abort(404);
    }

    /** A plain field's value as the page shows it: «text», as the model's options show it, "(vacío)". */
    private function shown(RevisionOptions $options, string $field, mixed $value): string
    {
        if ($value === null || $value === '') {
            return '(vacío)';
        }
        $value = $options->showField($field, $value);

        return '«'.(is_scalar($value) ? (string) $value : json_encode($value, self::JSON_FLAGS)).'»';
    }
}
