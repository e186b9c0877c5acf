<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests;

use ErrorException;
use PHPUnit\Framework\TestCase as PHPUnitTestCase;

/**
 * Every test of the package: a PHP warning, notice or deprecation the test or the package
 * raises fails it. PHPUnit 9.6 lets deprecations pass and 11.5 only counts them; the pages
 * these classes print must not log either.
 */
abstract class TestCase extends PHPUnitTestCase
{
    /** What `@` leaves reported: with only these, an error was silenced (as PHPUnit 11 tells). */
    private const UNSILENCEABLE = E_ERROR | E_PARSE | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR | E_RECOVERABLE_ERROR;

    protected function setUp(): void
    {
        parent::setUp();
        set_error_handler(static function (int $level, string $message, string $file, int $line): bool {
            // Silenced by `@` (what Quietly::run() answers for itself never reaches here). Not
            // `error_reporting() & $level`: PHPUnit 11 lowers the level while its handler is on.
            if ((error_reporting() & ~self::UNSILENCEABLE) === 0) {
                return false;
            }

            throw new ErrorException($message, 0, $level, $file, $line);
        });
    }

    protected function tearDown(): void
    {
        restore_error_handler();
        parent::tearDown();
    }
}
