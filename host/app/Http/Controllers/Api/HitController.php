<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Hit;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\Rule;

class HitController extends Controller
{
    /**
     * What each kind of share sends as `value` (src/shared/api/hits.ts): a phone number in
     * international digits, `+` optional, at most the 15 digits a number can have (E.164); the
     * servings the ingredient list was sent for ('4 porciones', 1 to 100 in the recipe tools)
     * or 'receta' when the recipe gives none; how a "Compartir" share went out; the id of the
     * distributor asked ("Dónde comprar"): at most 9 digits, so no phone number with its area code
     * (10 digits and more) passes for one, and it must name a distributor the site has.
     */
    private const VALUES = [
        Hit::WHATSAPP => '/^\+?[0-9]{4,15}$/D',
        Hit::WHATSAPP_INGREDIENTS => '/^(?:receta|1 porción|(?:[2-9]|[1-9][0-9]|100) porciones)$/Du',
        Hit::SHARE => '/^(?:share_sheet|whatsapp)$/D',
        Hit::WHERE_TO_BUY => '/^[1-9][0-9]{0,8}$/D',
    ];

    /** What each kind's `value.regex` failure says. */
    private const VALUE_MESSAGES = [
        Hit::WHATSAPP => 'El valor debe ser un número de teléfono: solo dígitos, con el + delante si se quiere.',
        Hit::WHATSAPP_INGREDIENTS => 'El valor debe ser las porciones ("4 porciones") o "receta".',
        Hit::SHARE => 'El valor debe ser "share_sheet" o "whatsapp".',
        Hit::WHERE_TO_BUY => 'El valor debe ser el número de un distribuidor.',
    ];

    /**
     * POST /api/hits: a share, or an order to a distributor. Only what the widgets send is kept:
     * one of their four kinds, a recipe the site has (the widgets send its name, `data-post-name`:
     * no id; for `donde-comprar` on a product page, a product's name), and a value of that kind's
     * shape (for `donde-comprar`, a distributor the site has); anything else is answered 422, so the table holds no one
     * else's data. The user is the session's, not the body's `user_id`: a visitor cannot log
     * hits in someone else's name. A phone number is stored masked (`Hit::maskedPhone`).
     */
    public function store(Request $request)
    {
        // The value is checked by the kind of share; an unknown kind is refused by its own rule.
        $type = is_string($request->input('type')) && isset(self::VALUES[$request->input('type')]) ? $request->input('type') : Hit::WHATSAPP;
        $hit = $request->validate([
            'type' => ['required', 'string', Rule::in(array_keys(self::VALUES))],
            'entity' => ['required', 'string', 'max:255', $type === Hit::WHERE_TO_BUY ? self::postOrProductName() : Rule::exists('posts', 'name')],
            'value' => ['required', 'string', 'max:50', 'regex:'.self::VALUES[$type], ...($type === Hit::WHERE_TO_BUY ? [Rule::exists('distributors', 'id')] : [])],
        ], [
            'type.in' => 'El tipo de envío no es uno de los que se registran.',
            'entity.exists' => 'No hay una receta con ese nombre.',
            'value.regex' => self::VALUE_MESSAGES[$type],
            'value.exists' => 'No hay un distribuidor con ese número.',
        ]);

        if ($hit['type'] === Hit::WHATSAPP) {
            $hit['value'] = Hit::maskedPhone($hit['value']);
        }
        Hit::create($hit + ['user_id' => $request->user()?->id]);

        return response()->json(['stored' => true], 201);
    }

    /** `donde-comprar`'s entity: the name of a post or of a product the site has. */
    private static function postOrProductName(): \Closure
    {
        return function (string $attribute, mixed $value, \Closure $fail) {
            if (! is_string($value) || (! DB::table('posts')->where('name', $value)->exists() && ! DB::table('products')->where('name', $value)->exists())) {
                $fail('No hay una receta ni un producto con ese nombre.');
            }
        };
    }
}
