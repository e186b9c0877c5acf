<?php

namespace Database\Seeders;

/**
 * The first recipes' JSON as the legacy editor left it: fields the widgets do not show
 * (ids, durations, tips, oven settings, unit ids) must survive every edit.
 */
final class LegacyRecipe
{
    public const STEPS = [
        [
            'name' => 'Masa',
            'id' => 31,
            'collapsed' => false,
            'steps' => [
                ['text' => 'Mezclar la harina con la levadura y el azúcar.', 'image' => '/images/step.svg', 'duration' => 10, 'legacy_order' => 1],
                ['text' => 'Agregar la manteca bien fría y amasar.', 'image' => '', 'tips' => ['No sobar de más']],
            ],
        ],
        [
            'name' => 'Horneado',
            'steps' => [['text' => 'Hornear 40 minutos a 180 °C.', 'image' => '']],
            'oven' => ['temp' => 180],
        ],
    ];

    /** A later recipe's: a second group with a name, and quantities a cook scales ('½ taza', '2 a 3') or cannot ('a gusto'). */
    public const FILLED_INGREDIENTS = [
        [
            'name' => '',
            'ingredients' => [
                ['name' => 'Harina 0000', 'qty' => '500 g', 'isProduct' => false],
                ['name' => 'Leche tibia', 'qty' => '½ taza', 'isProduct' => false],
                ['name' => 'Huevos', 'qty' => '2 a 3', 'isProduct' => '0'],
                ['isProduct' => '1', 'product' => ['id' => '2', 'name' => 'Levadura seca'], 'product_id' => '2', 'qty' => 10],
            ],
        ],
        [
            'name' => 'Relleno',
            'ingredients' => [
                ['name' => 'Dulce de leche repostero', 'qty' => '200 g', 'isProduct' => false],
                ['name' => 'Manteca', 'qty' => '1 y 1/2 cucharada', 'isProduct' => false],
                ['name' => 'Sal', 'qty' => 'a gusto', 'isProduct' => false],
                ['name' => 'Ralladura de limón', 'qty' => '', 'isProduct' => false],
            ],
        ],
    ];

    public const INGREDIENTS = [
        [
            'name' => '',
            'sort' => 1,
            'ingredients' => [
                ['name' => 'Harina 0000', 'qty' => '1 kg', 'isProduct' => false, 'unit_id' => 4],
                ['isProduct' => true, 'product' => ['id' => 2, 'name' => 'Levadura seca'], 'product_id' => 2, 'qty' => '10 g'],
            ],
        ],
    ];
}
