<?php

namespace App\Http\Requests;

use App\Geo\Provinces;
use App\Models\Distributor;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Arr;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;
use SiteWidgets\Laravel\Distributor\HoursForm;

/**
 * A point of sale's proposal for its own listing (`PUT /mi-punto-de-venta/{distributor}`; who may
 * is the route's `can:edit-listing`). Every field is checked as strictly as an editor's: texts
 * valid UTF-8, of bounded length, on one line, without `<` or `>`; phone numbers as Argentine
 * tables write them; the province from the list; coordinates both or neither, inside Argentina;
 * products the catalogue has; the opening hours composed from the form (HoursForm) and held to
 * the rule every stored value is (DistributorHours). A refusal goes back to the form with what
 * was typed (`old()`), each message next to its field.
 */
class ProposeListingRequest extends FormRequest
{
    /** Argentina's mainland, Tierra del Fuego and the islands near it, with a margin: a point outside is a typo. */
    public const LAT = [-55.2, -21.7];

    public const LNG = [-73.6, -53.5];

    /** Digits, spaces, `+`, `-`, `(` and `)`, 6 to 15 digits: "(0351) 422-3344", "+54 9 351 555-1234". */
    private const PHONE = '/^\+?[0-9 ()\-]{6,30}$/D';

    private const ONE_LINE = '/[<>\x00-\x1F\x7F]/u';

    private ?array $hours = null;

    public function rules(): array
    {
        $phone = ['nullable', 'string', 'max:30', 'regex:'.self::PHONE, function ($attribute, $value, $fail) {
            $digits = strlen((string) preg_replace('/\D/', '', (string) $value));
            if ($digits < 6 || $digits > 15) {
                $fail('El campo :attribute debe tener entre 6 y 15 dígitos.');
            }
        }];

        return [
            'whatsapp' => $phone,
            'phone' => $phone,
            'address' => ['nullable', 'string', 'max:120', 'not_regex:'.self::ONE_LINE],
            'locality' => ['nullable', 'string', 'max:80', 'not_regex:'.self::ONE_LINE],
            'province' => ['required', 'string', Rule::in(Provinces::NAMES)],
            'lat' => ['nullable', 'required_with:lng', 'numeric', 'between:'.implode(',', self::LAT)],
            'lng' => ['nullable', 'required_with:lat', 'numeric', 'between:'.implode(',', self::LNG)],
            'products' => ['nullable', 'array', 'max:200'],
            'products.*' => ['integer', 'distinct', 'exists:products,id'],
            'holidays' => ['nullable', 'in:open,closed'],
            'weekly' => ['nullable', 'array', 'max:7'],
            'exceptions' => ['nullable', 'array', 'max:60'],
            'closure' => ['nullable', 'array'],
        ];
    }

    public function attributes(): array
    {
        return [
            'whatsapp' => 'WhatsApp', 'phone' => 'teléfono', 'address' => 'dirección', 'locality' => 'localidad',
            'province' => 'provincia', 'lat' => 'latitud', 'lng' => 'longitud', 'products' => 'productos',
            'products.*' => 'producto', 'holidays' => 'feriados',
        ];
    }

    public function messages(): array
    {
        return [
            'whatsapp.regex' => 'Escribí el WhatsApp con números, espacios, guiones o paréntesis, como 351 555-1234.',
            'phone.regex' => 'Escribí el teléfono con números, espacios, guiones o paréntesis, como (0351) 422-3344.',
            'address.not_regex' => 'La dirección va en una línea, sin < ni >.',
            'locality.not_regex' => 'La localidad va en una línea, sin < ni >.',
            'province.in' => 'Elegí una provincia de la lista.',
            'lat.between' => 'La latitud tiene que estar en la Argentina (entre -55,2 y -21,7).',
            'lng.between' => 'La longitud tiene que estar en la Argentina (entre -73,6 y -53,5).',
            'lat.numeric' => 'Escribí la latitud con punto decimal, como -31.4125.',
            'lng.numeric' => 'Escribí la longitud con punto decimal, como -64.1935.',
            'products.*.exists' => 'Uno de los productos ya no está en el catálogo.',
        ];
    }

    /** Text that is not valid UTF-8 is refused where it was typed; then the hours, composed and held to their rule. */
    public function withValidator(Validator $validator): void
    {
        $validator->after(function (Validator $validator) {
            foreach (Arr::dot($this->all()) as $field => $value) {
                if (is_string($value) && ! mb_check_encoding($value, 'UTF-8')) {
                    $validator->errors()->add((string) $field, 'Este campo tiene caracteres que no son texto válido: escribilo de nuevo.');
                }
            }
            $composed = HoursForm::compose($this->all());
            foreach ($composed['errors'] as $field => $message) {
                $validator->errors()->add($field, $message);
            }
            if ($composed['errors'] === [] && ($problem = HoursForm::problem($composed['hours'])) !== null) {
                $validator->errors()->add('hours', "El horario no es válido: {$problem}.");
            }
            $this->hours = $composed['hours'];
        });
    }

    /**
     * The listing's fields as proposed, the way the distributor stores them. What the form shows
     * and the point of sale did not change stays as stored: a province written otherwise
     * ('  CÓRDOBA'), hours in another key order, products "not said" (null) when none is ticked.
     */
    public function listing(Distributor $distributor): array
    {
        $valid = $this->validated();
        $text = fn (string $field) => isset($valid[$field]) && trim($valid[$field]) !== '' ? trim($valid[$field]) : null;
        $coordinate = fn (string $field) => isset($valid[$field]) ? round((float) $valid[$field], 6) : null;
        $products = array_values(array_unique(array_map('intval', $valid['products'] ?? [])));

        return [
            'whatsapp' => $text('whatsapp'),
            'phone' => $text('phone'),
            'address' => $text('address'),
            'locality' => $text('locality'),
            'province' => Provinces::named($distributor->province) === $valid['province'] ? $distributor->province : $valid['province'],
            'lat' => $coordinate('lat'),
            'lng' => $coordinate('lng'),
            'hours' => self::sameValue($this->hours, $distributor->hours) ? $distributor->hours : $this->hours,
            'products' => $products === [] && $distributor->productIds() === null ? null : $products,
        ];
    }

    /** Equal as values: keyed arrays in any key order, lists in theirs. */
    private static function sameValue(mixed $a, mixed $b): bool
    {
        $canonical = function (mixed $value) use (&$canonical) {
            if (! is_array($value)) {
                return $value;
            }
            $value = array_map($canonical, $value);
            if (! array_is_list($value)) {
                ksort($value);
            }

            return $value;
        };

        return json_encode($canonical($a)) === json_encode($canonical($b));
    }
}
