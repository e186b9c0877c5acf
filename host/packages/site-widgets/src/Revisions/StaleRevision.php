<?php

namespace SiteWidgets\Laravel\Revisions;

use Illuminate\Database\Eloquent\Model;
use RuntimeException;

/** A save refused: the form was loaded at `$posted` (null: it said not), the item is at `$current`. */
class StaleRevision extends RuntimeException
{
    public function __construct(public readonly Model $item, public readonly ?int $posted, public readonly int $current)
    {
        parent::__construct(sprintf('%s %s is at revision %d; the form was loaded at %s.', class_basename($item), $item->getKey() ?? '(new)', $current, $posted ?? 'no revision it said'));
    }
}
