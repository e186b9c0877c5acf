<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Hit;
use App\Support\Directory;
use App\Support\Provinces;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\Rule;
use Illuminate\Validation\ValidationException;

class HitController extends Controller
{
    /**
     * What each kind of share sends as `value` (src/shared/api/hits.ts): a phone number in
     * international digits, `+` optional, at most the 15 digits a number can have (E.164); the
     * servings the ingredient list was sent for ('4 porciones', 1 to 100 in the recipe tools)
     * or 'receta' when the recipe gives none; how a "Compartir" share went out; the id of the
     * distributor asked ("Dónde comprar"): at most 9 digits, so no phone number with its area code
     * (10 digits and more) passes for one, and it must name a distributor the site has; the
     * province chosen in "Dónde comprar", or `cerca-mio` (then checked against the provinces:
     * `App\Support\Provinces`); a directory search that found nothing, as the directory compares it
     * (no control character, checked further by `searchAsCompared`), empty for a province alone.
     */
    private const VALUES = [
        Hit::WHATSAPP => '/^\+?[0-9]{4,15}$/D',
        Hit::WHATSAPP_INGREDIENTS => '/^(?:receta|1 porción|(?:[2-9]|[1-9][0-9]|100) porciones)$/Du',
        Hit::SHARE => '/^(?:share_sheet|whatsapp)$/D',
        Hit::WHERE_TO_BUY => '/^[1-9][0-9]{0,8}$/D',
        Hit::WHERE_TO_BUY_ASKED => '/^[^\p{C}]+$/Du',
        Hit::SEARCH_NOT_FOUND => '/^[^\p{C}]*$/Du',
    ];

    /** What each kind's `value.regex` failure says. */
    private const VALUE_MESSAGES = [
        Hit::WHATSAPP => 'El valor debe ser un número de teléfono: solo dígitos, con el + delante si se quiere.',
        Hit::WHATSAPP_INGREDIENTS => 'El valor debe ser las porciones ("4 porciones") o "receta".',
        Hit::SHARE => 'El valor debe ser "share_sheet" o "whatsapp".',
        Hit::WHERE_TO_BUY => 'El valor debe ser el número de un distribuidor.',
        Hit::WHERE_TO_BUY_ASKED => 'El valor debe ser una provincia o "cerca-mio".',
        Hit::SEARCH_NOT_FOUND => 'El valor debe ser una búsqueda, sin caracteres de control.',
    ];

    /**
     * How many digits make a search look like a phone number or a document (a DNI has 7 or 8, a
     * phone number 10 with its area code); a street's number or a postal code has at most 5.
     */
    private const DIGITS_OF_A_PERSON = 6;

    /**
     * POST /api/hits: a share, an order to a distributor, a 'Dónde comprar' choice or a directory
     * search that found nothing. Only what the widgets send is kept: one of their six kinds, a
     * recipe the site has (the widgets send its name, `data-post-name`: no id; for `donde-comprar`
     * and `donde-comprar-consulta` on a product page, a product's name; for `busqueda-sin-resultado`,
     * a province or `todas`), and a value of that kind's shape (for `donde-comprar`, a distributor
     * the site has; for `donde-comprar-consulta`, a province or `cerca-mio`); anything else is
     * answered 422, so the table holds no one else's data. The user is the session's, not the
     * body's `user_id`: a visitor cannot log hits in someone else's name; the two kinds that count
     * what visitors look for (`Hit::ANONYMOUS`) keep no user at all. A phone number is stored
     * masked (`Hit::maskedPhone`); a province as the site writes it.
     */
    public function store(Request $request)
    {
        // The value is checked by the kind of share; an unknown kind is refused by its own rule.
        $type = is_string($request->input('type')) && isset(self::VALUES[$request->input('type')]) ? $request->input('type') : Hit::WHATSAPP;
        $hit = $request->validate([
            'type' => ['required', 'string', Rule::in(array_keys(self::VALUES))],
            'entity' => ['required', 'string', 'max:255', match ($type) {
                Hit::WHERE_TO_BUY, Hit::WHERE_TO_BUY_ASKED => self::postOrProductName(),
                Hit::SEARCH_NOT_FOUND => self::provinceOr(Hit::ALL_PROVINCES, 'La provincia no es una de las del sitio.'),
                default => Rule::exists('posts', 'name'),
            }],
            'value' => [
                // A search's value may be empty (a province alone): present, and null once Laravel empties it.
                ...($type === Hit::SEARCH_NOT_FOUND ? ['present', 'nullable'] : ['required']),
                'string',
                'max:50',
                'regex:'.self::VALUES[$type],
                ...match ($type) {
                    Hit::WHERE_TO_BUY => [Rule::exists('distributors', 'id')],
                    Hit::WHERE_TO_BUY_ASKED => [self::provinceOr(Hit::NEAR_ME, 'No hay una provincia con ese nombre.')],
                    Hit::SEARCH_NOT_FOUND => [self::searchAsCompared()],
                    default => [],
                },
            ],
        ], [
            'type.in' => 'El tipo de envío no es uno de los que se registran.',
            'entity.exists' => 'No hay una receta con ese nombre.',
            'value.regex' => self::VALUE_MESSAGES[$type],
            'value.exists' => 'No hay un distribuidor con ese número.',
        ]);

        if ($hit['type'] === Hit::WHATSAPP) {
            $hit['value'] = Hit::maskedPhone($hit['value']);
        }
        if ($hit['type'] === Hit::WHERE_TO_BUY_ASKED && $hit['value'] !== Hit::NEAR_ME) {
            $hit['value'] = Provinces::named($hit['value']);
        }
        if ($hit['type'] === Hit::SEARCH_NOT_FOUND) {
            $hit['value'] ??= '';
            if ($hit['value'] === '' && $hit['entity'] === Hit::ALL_PROVINCES) {
                throw ValidationException::withMessages(['value' => 'Una búsqueda vacía cuenta solo en una provincia.']);
            }
            $hit['entity'] = $hit['entity'] === Hit::ALL_PROVINCES ? Hit::ALL_PROVINCES : Provinces::named($hit['entity']);
        }
        Hit::create($hit + ['user_id' => in_array($hit['type'], Hit::ANONYMOUS, true) ? null : $request->user()?->id]);

        return response()->json(['stored' => true], 201);
    }

    /** A province the site has (`App\Support\Provinces`), or the one word `$word`. */
    private static function provinceOr(string $word, string $message): \Closure
    {
        return function (string $attribute, mixed $value, \Closure $fail) use ($word, $message) {
            if (! is_string($value) || ($value !== $word && Provinces::named($value) === null)) {
                $fail($message);
            }
        };
    }

    /**
     * A search as the directory compares it (`Directory::searchText`: no accent, lower case, single
     * spaces), so that one search is one row whatever was typed; never what names a person: six
     * digits or more (a phone number, a document) or an `@` (an e-mail address).
     */
    private static function searchAsCompared(): \Closure
    {
        return function (string $attribute, mixed $value, \Closure $fail) {
            if (! is_string($value)) {
                return;
            }
            if (str_contains($value, '@') || preg_match_all('/[0-9]/', $value) >= self::DIGITS_OF_A_PERSON) {
                $fail('Una búsqueda con un teléfono, un documento o un correo no se guarda.');
            } elseif (Directory::searchText($value) !== $value) {
                $fail('La búsqueda debe venir como la compara el directorio: sin acentos, en minúsculas y con un espacio entre palabras.');
            }
        };
    }

    /** `donde-comprar`'s and `donde-comprar-consulta`'s entity: the name of a post or of a product the site has. */
    private static function postOrProductName(): \Closure
    {
        return function (string $attribute, mixed $value, \Closure $fail) {
            if (! is_string($value) || (! DB::table('posts')->where('name', $value)->exists() && ! DB::table('products')->where('name', $value)->exists())) {
                $fail('No hay una receta ni un producto con ese nombre.');
            }
        };
    }
}
