<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Listing;

use InvalidArgumentException;
use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Generated\Contracts;
use SiteWidgets\Laravel\Listing\AddressParameter;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Listing\AddressParameter beyond the shared fixture (address-parameters.json,
 * Contracts\AddressParametersTest): the field's default where the address says nothing it
 * can read, every kind the generated contracts name, and no other.
 */
final class AddressParameterTest extends TestCase
{
    /** @return array<string, array{0: string}> */
    public static function kinds(): array
    {
        $kinds = [];
        foreach (Contracts::ADDRESS_PARAMETERS as $fields) {
            foreach ($fields as $field) {
                $kinds[$field['kind']] = [$field['kind']];
            }
        }

        return $kinds;
    }

    /** @dataProvider kinds */
    #[DataProvider('kinds')]
    public function testAnAbsentParameterIsTheDefault(string $kind): void
    {
        $this->assertSame('por defecto', AddressParameter::read($kind, null, 'por defecto'));
    }

    public function testATextThatCannotBeAValueIsTheDefault(): void
    {
        $this->assertSame(1, AddressParameter::read('page', 'dos', 1));
        $this->assertSame(0, AddressParameter::read('id', '1.5', 0));
        $this->assertFalse(AddressParameter::read('flag', 'sí', false));
        $this->assertSame('Córdoba', AddressParameter::read('text', ' ', 'Córdoba'));
        // A search is any text, blank included: it is the field's value, not its default.
        $this->assertSame(' ', AddressParameter::read('search', ' ', 'pan'));
    }

    public function testAParameterReadsBackAsWhatWasWritten(): void
    {
        foreach ([['page', 7], ['id', -3], ['optional-id', 12], ['search', 'pan dulce'], ['flag', true], ['text', 'Entre Ríos']] as [$kind, $value]) {
            $this->assertSame($value, AddressParameter::read($kind, AddressParameter::write($kind, $value), null), $kind);
        }
    }

    public function testNoOtherKindIsReadOrWritten(): void
    {
        // The listings use every kind there is (a new one needs its port here first).
        $this->assertEqualsCanonicalizing(['page', 'id', 'optional-id', 'search', 'flag', 'text'], array_keys(self::kinds()));
        foreach (['read' => static fn () => AddressParameter::read('number', '1', null), 'write' => static fn () => AddressParameter::write('number', 1)] as $what => $call) {
            try {
                $call();
                $this->fail("$what took a kind there is not");
            } catch (InvalidArgumentException $refused) {
                $this->assertSame('"number" is no kind of address parameter', $refused->getMessage());
            }
        }
    }
}
