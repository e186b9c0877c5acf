<?php

namespace Database\Seeders;

use App\Models\Page;
use Illuminate\Database\Seeder;

/** The home's main banner and the FAQ, each with a field the editors do not show. */
class ContentSeeder extends Seeder
{
    public function run()
    {
        Page::create([
            'slug' => 'home',
            'banner_data' => ['title' => 'Recetas para todos los días', 'subtitle' => 'Ideas fáciles con nuestros productos', 'align' => 'left'],
        ]);

        Page::create([
            'slug' => 'faq',
            'custom_content' => [
                ['name' => '¿Cómo me registro como punto de venta?', 'content' => '<p>Completá el <strong>formulario de registro</strong> y te contactamos.</p>', 'section' => 'professionals'],
                ['name' => '¿Dónde compro los productos?', 'content' => '<p>En los <a href="/distribuidores">distribuidores</a> de tu provincia.</p>', 'section' => 'consumers'],
                ['name' => '¿Tienen productos sin TACC?', 'content' => '<p>Sí: buscá el sello en el envase.</p>', 'section' => 'consumers', 'legacy_id' => 7],
                ['name' => '¿Ofrecen capacitaciones?', 'content' => '<p>Todos los meses, en la sección de videos.</p>'],
            ],
        ]);
    }
}
