<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Proposals;

use SiteWidgets\Laravel\Proposals\ProposalMerge;
use SiteWidgets\Laravel\Tests\TestCase;

/** Proposals\ProposalMerge: what approving a proposal stores when the listing changed since (point-of-sale.test.ts through the host). */
final class ProposalMergeTest extends TestCase
{
    private const FIELDS = ['whatsapp', 'phone', 'hours'];

    private const BASE = ['whatsapp' => '351 555-1234', 'phone' => null, 'hours' => ['holidays' => 'closed']];

    public function testOnTheNewestRevisionTheProposalIsStored(): void
    {
        $proposed = ['whatsapp' => '351 555-9999'] + self::BASE;

        self::assertSame(['values' => $proposed, 'changed' => ['whatsapp'], 'conflicts' => []], ProposalMerge::merge(self::FIELDS, self::BASE, $proposed, self::BASE));
    }

    public function testAnEditorsChangeSinceIsKeptBesideTheProposals(): void
    {
        $current = ['phone' => '0351 422-3344'] + self::BASE;
        $merged = ProposalMerge::merge(self::FIELDS, self::BASE, ['whatsapp' => '351 555-9999'] + self::BASE, $current);

        self::assertSame(['whatsapp' => '351 555-9999', 'phone' => '0351 422-3344', 'hours' => ['holidays' => 'closed']], $merged['values']);
        self::assertSame([], $merged['conflicts']);
    }

    public function testTheSameFieldChangedByBothIsAConflict(): void
    {
        $current = ['hours' => ['holidays' => 'open']] + self::BASE;
        $merged = ProposalMerge::merge(self::FIELDS, self::BASE, ['hours' => ['holidays' => 'closed', 'x' => 1]] + self::BASE, $current);

        self::assertSame(['hours'], $merged['conflicts']);
        self::assertSame($current['hours'], $merged['values']['hours']);
    }

    public function testWithoutItsBaseEveryDifferenceIsAConflict(): void
    {
        $merged = ProposalMerge::merge(self::FIELDS, null, ['whatsapp' => '351 555-9999'] + self::BASE, self::BASE);

        self::assertSame(['whatsapp'], $merged['conflicts']);
    }

    public function testFieldsNoRevisionHoldsAreLeftOut(): void
    {
        $merged = ProposalMerge::merge(self::FIELDS, self::BASE, ['name' => 'Otra'] + self::BASE, self::BASE);

        self::assertArrayNotHasKey('name', $merged['values']);
    }
}
