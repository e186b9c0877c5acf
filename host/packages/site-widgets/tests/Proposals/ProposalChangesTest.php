<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Proposals;

use SiteWidgets\Laravel\Proposals\ProposalChanges;
use SiteWidgets\Laravel\Revisions\RevisionOptions;
use SiteWidgets\Laravel\Tests\TestCase;

/** Proposals\ProposalChanges: the editors' comparison, in words, of the fields a proposal changes. */
final class ProposalChangesTest extends TestCase
{
    public function testOnlyTheChangedFieldsEachInTheWordsTheModelGives(): void
    {
        $options = RevisionOptions::make()
            ->field('whatsapp', 'WhatsApp')
            ->field('phone', 'Teléfono')
            ->field('products', 'Productos')
            ->showFieldUsing(fn (string $field, mixed $value) => $field === 'products' && is_array($value) ? implode(', ', array_map(fn ($id) => "producto $id", $value)) : $value);
        $changes = ProposalChanges::of(
            $options,
            ['whatsapp' => null, 'phone' => '0351 422-3344', 'products' => [2]],
            ['whatsapp' => '351 555-9999', 'phone' => '0351 422-3344', 'products' => [2, 5]],
        );

        self::assertSame([
            ['field' => 'whatsapp', 'label' => 'WhatsApp', 'before' => 'sin dato', 'after' => '351 555-9999'],
            ['field' => 'products', 'label' => 'Productos', 'before' => 'producto 2', 'after' => 'producto 2, producto 5'],
        ], $changes);
    }

    public function testNullAndAnEmptyTextAreTheSame(): void
    {
        self::assertSame([], ProposalChanges::of(RevisionOptions::make()->field('phone', 'Teléfono'), ['phone' => null], ['phone' => '']));
    }
}
