<?php

namespace SiteWidgets\Laravel\View\Components;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\HtmlString;
use Illuminate\View\Component;
use SiteWidgets\Laravel\Placeholder;
use SiteWidgets\Laravel\Presence\SignedItem;
use SiteWidgets\Laravel\Revisions\Revisions;

/**
 * `<x-site-widgets-presence :model="$post" noun="esta receta" />`, at the top of an admin
 * form: the `editing-presence` widget's placeholder. Its item is the model, signed
 * (`SignedItem`); its revision the newest the application keeps for it (`Revisions`, left
 * out when it keeps none); 'Volver' goes to the admin index and the heartbeat to
 * `POST /admin/presencia` when the application names those routes `admin.index` and
 * `admin.presence` (`back` and `url` say otherwise). Written through the widget's
 * declaration (`Placeholder`), as `<x-site-widget>` writes any placeholder.
 */
class EditingPresence extends Component
{
    public function __construct(
        public Model $model,
        public string $noun,
        public ?string $back = null,
        public ?string $url = null,
        public ?int $interval = null,
    ) {
    }

    public function render()
    {
        return view('site-widgets::presence');
    }

    /** The placeholder's attributes, escaped, as HTML. */
    public function placeholderAttributes(): HtmlString
    {
        $item = SignedItem::of($this->model);
        $given = [
            'item' => SignedItem::sign($item),
            'noun' => $this->noun,
            'revision' => app(Revisions::class)->newestNumber($item),
            'back' => $this->back ?? (Route::has('admin.index') ? route('admin.index', [], false) : null),
            'url' => $this->url ?? (Route::has('admin.presence') ? route('admin.presence', [], false) : null),
            'interval' => $this->interval,
        ] + $this->attributes->getAttributes();

        return new HtmlString(app(Placeholder::class)->render('editing-presence', array_filter($given, fn ($value) => $value !== null)));
    }
}
