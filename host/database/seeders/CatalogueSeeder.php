<?php

namespace Database\Seeders;

use App\Models\Category;
use App\Models\Cookbook;
use App\Models\Distributor;
use App\Models\Product;
use Illuminate\Database\Seeder;

/** 40 products in five categories (4 pages of 12), six cookbooks, 45 distributors. */
class CatalogueSeeder extends Seeder
{
    private const PRODUCTS = ['Harina leudante', 'Levadura seca', 'Azúcar impalpable', 'Manteca', 'Dulce de leche repostero', 'Cacao amargo', 'Esencia de vainilla', 'Grana de colores'];

    private const PROVINCES = ['Buenos Aires', 'Córdoba', '  CÓRDOBA', 'Santa Fe', 'Mendoza', 'Tucumán', 'Neuquén'];

    public function run()
    {
        $categories = collect(['Harinas', 'Levaduras', 'Rellenos', 'Coberturas', 'Decoración'])
            ->map(fn ($name) => Category::create(['name' => $name]));

        for ($n = 1; $n <= 40; $n++) {
            $name = $n <= count(self::PRODUCTS) ? self::PRODUCTS[$n - 1] : "Producto $n";
            Product::create([
                'category_id' => $categories[$n % 5]->id,
                'name' => $name,
                'image' => '/images/product.svg',
                'attributes' => $n === 1 ? [
                    'secondaryBannerMobile' => '/images/banner-mobile.svg',
                    'secondaryBanner' => '/images/banner.svg',
                    'caractsTitle' => 'Rinde más',
                    'content' => 'Harina de trigo 000 con leudante.',
                    'calorias' => 340,
                    'grasas' => '1,2 g',
                    'colesterol' => '0 mg',
                    'fibra' => '2,7 g',
                    'bannerUrl' => '/productos/harina-leudante',
                    'sku' => 'HL-1000',
                ] : [],
            ]);
        }

        foreach (['Recetas de panadería', 'Tortas de cumpleaños', 'Clásicos de confitería', 'Postres helados', 'Cocina sin TACC', 'Fiestas'] as $name) {
            Cookbook::create(['name' => $name, 'image' => '/images/cookbook.svg']);
        }

        for ($n = 1; $n <= 45; $n++) {
            Distributor::create(['name' => "Distribuidora $n", 'province' => self::PROVINCES[$n % count(self::PROVINCES)]]);
        }
    }
}
