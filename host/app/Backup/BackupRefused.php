<?php

namespace App\Backup;

use RuntimeException;

/**
 * Why a backup or a restore stopped, in an operator's words: the commands print the message
 * and exit 1. A restore refused before it touched anything says so
 * (`nothingChanged()`); one that failed later says what is left to do.
 */
class BackupRefused extends RuntimeException
{
    /** A restore that stopped before changing the database or the uploads. */
    public static function nothingChanged(string $why): self
    {
        return new self("$why Nothing was changed: the database and the uploads are as they were.");
    }

    /** An archive that cannot be trusted: unreadable, incomplete, or not what its manifest says. */
    public static function damaged(string $archive, string $why): self
    {
        return self::nothingChanged("Not restored: the archive $archive is damaged: $why.");
    }
}
