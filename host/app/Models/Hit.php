<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * One share of a recipe, one order to a distributor, one 'Dónde comprar' choice or one directory
 * search that found nothing (POST /api/hits): the recipe's (or product's) name (`entity`; a
 * search's: the province), the kind (`type`) and what was sent (`value`): for a `whatsapp` share
 * the recipient's number, which is never stored whole (`maskedPhone`).
 */
class Hit extends Model
{
    use ReadsValidUtf8;

    /** A share of the recipe's link to a phone number: `value` is that number. */
    public const WHATSAPP = 'whatsapp';

    /** A share of the ingredient list: `value` is the servings ('4 porciones') or 'receta'. */
    public const WHATSAPP_INGREDIENTS = 'whatsapp-ingredientes';

    /**
     * A share of the recipe's link through "Compartir": `value` is how it went out, `share_sheet`
     * (the phone's share sheet, once the visitor shared) or `whatsapp` (WhatsApp's link, where the
     * browser has no share sheet).
     */
    public const SHARE = 'share';

    /**
     * A visitor asking a distributor by WhatsApp for what a recipe or a product needs ("Dónde
     * comprar"): `entity` is the recipe's or the product's name, `value` the distributor's id.
     */
    public const WHERE_TO_BUY = 'donde-comprar';

    /**
     * A visitor choosing a province in "Dónde comprar", or tapping 'Cerca mío' there: `entity` is
     * the recipe's or the product's name, `value` the province as the site writes it, or
     * `cerca-mio` (the position itself is never sent). Counted, never tied to anyone: no `user_id`.
     */
    public const WHERE_TO_BUY_ASKED = 'donde-comprar-consulta';

    /**
     * A search in the directory that found no distributor: `value` is the search as the directory
     * compares it (accents and case aside, at most 50 characters; empty for a province alone, one
     * the directory has none in), `entity` the province as the site writes it, or `todas`. Counted,
     * never tied to anyone: no `user_id`.
     */
    public const SEARCH_NOT_FOUND = 'busqueda-sin-resultado';

    /** `donde-comprar-consulta`'s value for 'Cerca mío'. */
    public const NEAR_ME = 'cerca-mio';

    /** `busqueda-sin-resultado`'s entity when no province was chosen. */
    public const ALL_PROVINCES = 'todas';

    /** The kinds stored without the user: counts of what visitors look for, never who. */
    public const ANONYMOUS = [self::WHERE_TO_BUY_ASKED, self::SEARCH_NOT_FOUND];

    /** The digits always hidden, and the leading and trailing ones a stored number may show. */
    private const HIDDEN = 6;

    private const LEADING = 5;

    private const TRAILING = 2;

    protected $guarded = [];

    /**
     * A phone number as a hit keeps it: its first digits (country and area, five at most),
     * the last two, and a `*` for each digit between, six at least ('+5491112345678' →
     * '+54911******78'). Enough to count shares by country or region, and to tell most
     * numbers apart; never enough to call anyone, and nothing a leaked table would give away.
     * A keyed hash (HMAC) was the other choice: it counts distinct numbers exactly, but a phone
     * number has so few digits that whoever holds the key could find each one by trying them all.
     */
    public static function maskedPhone(string $phone): string
    {
        $digits = preg_replace('/\D/', '', $phone);
        $shown = max(strlen($digits) - self::HIDDEN, 0);
        $trailing = min(self::TRAILING, $shown);
        $leading = min(self::LEADING, $shown - $trailing);

        return '+'.substr($digits, 0, $leading)
            .str_repeat('*', strlen($digits) - $leading - $trailing)
            .substr($digits, strlen($digits) - $trailing, $trailing);
    }
}
