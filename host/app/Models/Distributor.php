<?php

namespace App\Models;

use DateTimeImmutable;
use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Distributor\OpeningHours;
use SiteWidgets\Laravel\Distributor\SpanishHours;
use SiteWidgets\Laravel\Revisions\HasRevisions;
use SiteWidgets\Laravel\Revisions\RevisionOptions;

class Distributor extends Model
{
    use HasRevisions;
    use ReadsValidUtf8;

    /** What a point of sale keeps of its listing: what a proposal holds and a revision records (its name is the brand's). */
    public const LISTING_FIELDS = [
        'whatsapp' => 'WhatsApp',
        'phone' => 'Teléfono',
        'address' => 'Dirección',
        'locality' => 'Localidad',
        'province' => 'Provincia',
        'lat' => 'Latitud',
        'lng' => 'Longitud',
        'hours' => 'Horario',
        'products' => 'Productos',
    ];

    public $timestamps = false;

    protected $guarded = [];

    /**
     * Decimal columns come back as text: the API sends numbers (src/shared/api/distributors.ts).
     * `hours`: the opening hours' JSON as arrays, null when not known (SiteWidgets\Laravel\Distributor\OpeningHours reads it).
     * `products`: the ids of the brand's products it usually has, null when not said ("Dónde comprar").
     */
    protected $casts = ['lat' => 'float', 'lng' => 'float', 'hours' => 'array', 'products' => 'array'];

    /** @return list<int>|null the product ids it usually has, each once; null when not said or not a list */
    public function productIds(): ?array
    {
        $products = $this->products;
        if (! is_array($products) || ! array_is_list($products)) {
            return null;
        }
        $ids = [];
        foreach ($products as $product) {
            if (! is_int($product) && ! (is_string($product) && preg_match('/^[1-9][0-9]{0,17}$/D', $product))) {
                return null;
            }
            $ids[(int) $product] = true;
        }

        return array_keys($ids);
    }

    /**
     * The listing's revisions (docs/laravel-host.md, "Points of sale"): changed only by an
     * approved proposal, each a revision by the editor who approved it. No admin form edits a
     * distributor, so there is no edit page to name (`editedAt`): a proposal approved while
     * another save goes in is refused by the queue itself (Proposals::approve), never answered
     * with a form.
     */
    public function revisionOptions(): RevisionOptions
    {
        $options = RevisionOptions::make()
            ->subject('esta ficha', 'la')
            ->named(fn (Distributor $distributor) => "la ficha de «{$distributor->name}»")
            ->showFieldUsing(fn (string $field, mixed $value) => self::inWords($field, $value));
        foreach (self::LISTING_FIELDS as $field => $label) {
            $options->field($field, $label);
        }

        return $options;
    }

    /** A listing field's value as the editors' queue reads it: the hours in sentences, the products by name. */
    public static function inWords(string $field, mixed $value): mixed
    {
        if ($field === 'hours') {
            $hours = $value === null ? null : OpeningHours::of($value);
            if ($hours === null) {
                return SpanishHours::UNKNOWN;
            }
            $today = new DateTimeImmutable('today', new \DateTimeZone(config('app.timezone')));

            return implode('; ', array_filter([
                SpanishHours::closure($hours, $today),
                ...SpanishHours::weekly($hours),
                SpanishHours::holidays($hours),
                ...SpanishHours::exceptions($hours, $today),
            ]));
        }
        if ($field === 'products') {
            if (! is_array($value)) {
                return 'no dicho';
            }
            $names = Product::query()->whereIn('id', $value)->orderBy('name')->pluck('name')->all();

            return $names === [] ? 'ninguno' : implode(', ', $names);
        }

        return $value;
    }
}
