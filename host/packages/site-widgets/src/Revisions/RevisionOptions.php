<?php

namespace SiteWidgets\Laravel\Revisions;

use Closure;
use Illuminate\Database\Eloquent\Model;
use LogicException;

/**
 * What a model keeps in its revisions and how the pages speak of it, said on the model
 * (`HasRevisions::revisionOptions()`), as Spatie's activity log takes `LogOptions`:
 *
 *     public function revisionOptions(): RevisionOptions
 *     {
 *         return RevisionOptions::make()
 *             ->field('name', 'Nombre')
 *             ->editorField('steps', 'Pasos', 'steps-editor', differs: 'distintos de los actuales', same: 'iguales a los actuales')
 *             ->merge('name', 'el nombre', ['name'])
 *             ->subject('esta receta', 'la')
 *             ->named(fn (Post $post) => "la receta «{$post->name}»")
 *             ->editedAt('admin.posts.edit', 'admin.posts.edit', 'post');
 *     }
 *
 * - **Fields**, each with its label on the revision pages: every field the form stores, what
 *   a revision holds. An editor's JSON field names its editor (`revision-compare` describes its
 *   changes in that editor's words) and how a revision page says whether it differs from the
 *   current content ("Pasos: distintos de los actuales" / "iguales a los actuales").
 * - **Merge groups**: the host's plain fields, merged three ways when a save is refused
 *   (ThreeWay); each group its label ("Los dos cambiaron el nombre") and the fields that
 *   change together (a category and its subcategory).
 * - **The subject**: the refusal's words ("… guardó esta receta a las 10:42, mientras la
 *   editabas."), and how the revision pages name the item ("Versiones anteriores de la receta «Pan»").
 * - **The edit page**: the view a refused save is answered with (the form as stored now) and the
 *   variable it takes the model as, and the route that shows the form (the revision pages'
 *   'Volver al formulario', where 'Restaurar' and a failed validation go back to).
 * - Optional: how a merge group's values read in "Tu versión: «…»" and how a plain field's value
 *   reads on a revision page (a category by its name), and `restoring`, which may change the
 *   fields an old revision stores again (the FAQ's answers cleaned, as on every save).
 */
final class RevisionOptions
{
    /** @var array<string, string> field => label */
    private array $fields = [];

    /** @var array<string, array{editor: string, differs: string, same: string}> */
    private array $editorFields = [];

    /** @var array<string, array{label: string, fields: list<string>}> */
    private array $groups = [];

    /** @var array{0: string, 1: string} */
    private array $subject = ['este contenido', 'lo'];

    private ?Closure $named = null;

    private ?string $editView = null;

    private ?string $editRoute = null;

    private ?string $viewVariable = null;

    private ?Closure $describeGroup = null;

    private ?Closure $showField = null;

    private ?Closure $restoring = null;

    public static function make(): self
    {
        return new self();
    }

    /** The options of a model using HasRevisions. */
    public static function of(Model $item): self
    {
        if (! method_exists($item, 'revisionOptions')) {
            throw new LogicException(get_class($item).' keeps no revisions: use '.HasRevisions::class.' and define revisionOptions().');
        }

        return $item->revisionOptions();
    }

    /** A plain field the form stores (the host's own input), with its label on the revision pages. */
    public function field(string $field, string $label): self
    {
        $this->fields[$field] = $label;

        return $this;
    }

    /** An editor's JSON field: its label, its editor, and the words for "differs" and "the same" ("distintos / iguales de los actuales"). */
    public function editorField(string $field, string $label, string $editor, string $differs = 'distintos de los actuales', string $same = 'iguales a los actuales'): self
    {
        $this->fields[$field] = $label;
        $this->editorFields[$field] = ['editor' => $editor, 'differs' => $differs, 'same' => $same];

        return $this;
    }

    /** Plain fields merged three ways as one group when a save is refused: its label ("el nombre") and its fields. */
    public function merge(string $group, string $label, array $fields): self
    {
        $this->groups[$group] = ['label' => $label, 'fields' => array_values($fields)];

        return $this;
    }

    /** The refusal's words: the item ("esta receta") and its pronoun ("la", in "mientras la editabas"). */
    public function subject(string $item, string $pronoun): self
    {
        $this->subject = [$item, $pronoun];

        return $this;
    }

    /** How the revision pages name the item: `fn (Post $post) => "la receta «{$post->name}»"`. */
    public function named(Closure $named): self
    {
        $this->named = $named;

        return $this;
    }

    /**
     * The edit page: its view (a refused save's answer renders it, with the model as `$variable`,
     * the view's other data from the host's view composer) and the route that shows it.
     */
    public function editedAt(string $view, string $route, string $variable): self
    {
        $this->editView = $view;
        $this->editRoute = $route;
        $this->viewVariable = $variable;

        return $this;
    }

    /** How a merge group's values read in "Tu versión: «…»": `fn (string $group, array $values) => ?string` (null: the values joined). */
    public function describeGroupUsing(Closure $describe): self
    {
        $this->describeGroup = $describe;

        return $this;
    }

    /** How a plain field's value reads on a revision page: `fn (string $field, mixed $value) => mixed` (a category's id as its name). */
    public function showFieldUsing(Closure $show): self
    {
        $this->showField = $show;

        return $this;
    }

    /** What 'Restaurar' stores of an old revision: `fn (array $fields, Model $item) => array` (the fields, changed as a save would). */
    public function restoring(Closure $restoring): self
    {
        $this->restoring = $restoring;

        return $this;
    }

    /** @return array<string, string> field => label */
    public function fields(): array
    {
        return $this->fields;
    }

    /** @return list<string> */
    public function fieldNames(): array
    {
        return array_keys($this->fields);
    }

    /** @return array{editor: string, differs: string, same: string}|null */
    public function editorOf(string $field): ?array
    {
        return $this->editorFields[$field] ?? null;
    }

    /** @return array<string, array{label: string, fields: list<string>}> */
    public function groups(): array
    {
        return $this->groups;
    }

    /** @return array{0: string, 1: string} */
    public function subjectWords(): array
    {
        return $this->subject;
    }

    public function nameOf(Model $item): string
    {
        return $this->named === null ? $this->subject[0] : (string) ($this->named)($item);
    }

    public function editView(): string
    {
        return $this->editView ?? throw new LogicException('The revision options name no edit view: call editedAt().');
    }

    public function editRoute(): ?string
    {
        return $this->editRoute;
    }

    public function viewVariable(): string
    {
        return $this->viewVariable ?? 'item';
    }

    public function describeGroup(string $group, array $values): string
    {
        $described = $this->describeGroup === null ? null : ($this->describeGroup)($group, $values);

        return $described ?? implode(' · ', array_map(fn ($value) => is_scalar($value) ? (string) $value : (string) json_encode($value), array_filter($values, fn ($value) => $value !== null && $value !== '')));
    }

    public function showField(string $field, mixed $value): mixed
    {
        return $this->showField === null ? $value : ($this->showField)($field, $value);
    }

    /** The fields 'Restaurar' stores, from an old revision's. */
    public function restored(array $fields, Model $item): array
    {
        $fields = array_intersect_key($fields, $this->fields);

        return $this->restoring === null ? $fields : ($this->restoring)($fields, $item);
    }
}
