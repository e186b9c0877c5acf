<?php

namespace SiteWidgets\Laravel\Presence;

use Illuminate\Database\Eloquent\Model;

/**
 * The item an admin form edits, as the presence widget names it: `{morph class}:{key}`
 * (`App\Models\Post:1`), signed with the application's key (`{item}.{HMAC-SHA256}`), so a page
 * reports presence only on items the server printed. An unsaved model (a page whose row the
 * first save creates, `Page::firstOrNew(['slug' => 'faq'])`) has no key yet: it is named by
 * its attributes (`App\Models\Page:new-3f2a…`), which tell such pages apart.
 */
final class SignedItem
{
    /** Keeps these signatures apart from anything else the key signs. */
    private const PURPOSE = 'site-widgets:presence:';

    /** `App\Models\Post:1`. */
    public static function of(Model $model): string
    {
        $key = $model->exists ? $model->getKey() : null;
        if ($key === null) {
            $key = 'new-'.substr(hash('sha256', json_encode($model->getAttributes(), JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR)), 0, 16);
        }

        return $model->getMorphClass().':'.$key;
    }

    /** `App\Models\Post:1.5f3c…`: what the page prints and posts back. */
    public static function sign(string $item): string
    {
        return $item.'.'.self::signature($item);
    }

    /** The item a signed text names, or null when the signature is not the server's. */
    public static function verify(string $signed): ?string
    {
        $dot = strrpos($signed, '.');
        if ($dot === false || $dot === 0) {
            return null;
        }
        $item = substr($signed, 0, $dot);

        return hash_equals(self::signature($item), substr($signed, $dot + 1)) ? $item : null;
    }

    /** @return array{0: string, 1: string} the morph class and the key of an item */
    public static function parts(string $item): array
    {
        $colon = strrpos($item, ':');

        return $colon === false ? [$item, ''] : [substr($item, 0, $colon), substr($item, $colon + 1)];
    }

    private static function signature(string $item): string
    {
        $key = (string) config('app.key');
        if ($key === '') {
            throw new \RuntimeException('site-widgets presence: the application has no key (APP_KEY) to sign items with');
        }

        return hash_hmac('sha256', self::PURPOSE.$item, $key);
    }
}
