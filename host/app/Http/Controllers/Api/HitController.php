<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Hit;
use Illuminate\Http\Request;
use Illuminate\Validation\Rule;

class HitController extends Controller
{
    /**
     * What each kind of share sends as `value` (src/shared/api/hits.ts): a phone number in
     * international digits, `+` optional, at most the 15 digits a number can have (E.164); the
     * servings the ingredient list was sent for ('4 porciones', 1 to 100 in the recipe tools)
     * or 'receta' when the recipe gives none; how a "Compartir" share went out.
     */
    private const VALUES = [
        Hit::WHATSAPP => '/^\+?[0-9]{4,15}$/D',
        Hit::WHATSAPP_INGREDIENTS => '/^(?:receta|1 porción|(?:[2-9]|[1-9][0-9]|100) porciones)$/Du',
        Hit::SHARE => '/^(?:share_sheet|whatsapp)$/D',
    ];

    /** What each kind's `value.regex` failure says. */
    private const VALUE_MESSAGES = [
        Hit::WHATSAPP => 'El valor debe ser un número de teléfono: solo dígitos, con el + delante si se quiere.',
        Hit::WHATSAPP_INGREDIENTS => 'El valor debe ser las porciones ("4 porciones") o "receta".',
        Hit::SHARE => 'El valor debe ser "share_sheet" o "whatsapp".',
    ];

    /**
     * POST /api/hits: a share. Only what the widgets send is kept: one of their three
     * kinds, a recipe the site has (the widgets send its name, `data-post-name`: no id), and a
     * value of that kind's shape; anything else is answered 422, so the table holds no one
     * else's data. The user is the session's, not the body's `user_id`: a visitor cannot log
     * hits in someone else's name. A phone number is stored masked (`Hit::maskedPhone`).
     */
    public function store(Request $request)
    {
        // The value is checked by the kind of share; an unknown kind is refused by its own rule.
        $type = is_string($request->input('type')) && isset(self::VALUES[$request->input('type')]) ? $request->input('type') : Hit::WHATSAPP;
        $hit = $request->validate([
            'type' => ['required', 'string', Rule::in(array_keys(self::VALUES))],
            'entity' => ['required', 'string', 'max:255', Rule::exists('posts', 'name')],
            'value' => ['required', 'string', 'max:50', 'regex:'.self::VALUES[$type]],
        ], [
            'type.in' => 'El tipo de envío no es uno de los que se registran.',
            'entity.exists' => 'No hay una receta con ese nombre.',
            'value.regex' => self::VALUE_MESSAGES[$type],
        ]);

        if ($hit['type'] === Hit::WHATSAPP) {
            $hit['value'] = Hit::maskedPhone($hit['value']);
        }
        Hit::create($hit + ['user_id' => $request->user()?->id]);

        return response()->json(['stored' => true], 201);
    }
}
