<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests;

use Illuminate\Http\Request;
use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\ClientAddress;

/**
 * ClientAddress: the key a rate limit counts a visitor by. An IPv6 address by its /64, an IPv4
 * address written as IPv6 as that IPv4 address, each address written one way.
 */
final class ClientAddressTest extends TestCase
{
    /** @return array<string, array{0: string, 1: string}> */
    public static function addresses(): array
    {
        return [
            'an IPv4 address, alone' => ['203.0.113.7', '203.0.113.7'],
            'an IPv6 address, by its /64' => ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
            'another of the same /64' => ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
            'the next /64' => ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
            'written in capitals and in full' => ['2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
            'an IPv4 address written as IPv6' => ['::ffff:203.0.113.7', '203.0.113.7'],
            'the same, in hexadecimal' => ['::ffff:cb00:7107', '203.0.113.7'],
            'the same, in full' => ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
            'the IPv6 loopback' => ['::1', '::/64'],
            'a /64 next to the IPv4-mapped block is IPv6' => ['::fffe:203.0.113.7', '::/64'],
            'not an address' => ['unknown', 'unknown'],
            'nothing' => ['', ''],
        ];
    }

    /** @dataProvider addresses */
    #[DataProvider('addresses')]
    public function testKeysAnAddress(string $ip, string $key): void
    {
        $this->assertSame($key, ClientAddress::key($ip));
    }

    public function testKeysARequestByItsAddress(): void
    {
        $this->assertSame('203.0.113.7', ClientAddress::of(Request::create('/', 'POST', server: ['REMOTE_ADDR' => '::ffff:203.0.113.7'])));
        $this->assertSame('2001:db8:1:2::/64', ClientAddress::of(Request::create('/', 'POST', server: ['REMOTE_ADDR' => '2001:db8:1:2::99'])));
    }
}
