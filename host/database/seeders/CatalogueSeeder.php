<?php

namespace Database\Seeders;

use App\Geo\LocalityTable;
use App\Models\Category;
use App\Models\Cookbook;
use App\Models\Distributor;
use App\Models\Product;
use Illuminate\Database\Seeder;
use Illuminate\Support\Carbon;
use LogicException;
use SiteWidgets\Laravel\Validation\DistributorHours;

/**
 * 40 products in five categories (4 pages of 12), six cookbooks, 45 distributors (some with
 * contact details; the first 35 with a locality and, where the locality table has it, its
 * coordinates; the last ten as older rows, without either), most with opening hours (split
 * shifts on weekdays, Saturday mornings, Sundays closed; no hours for the older rows and every
 * ninth; distributor 1 with two exceptions ahead, 2 open on national holidays, 3 closed for
 * its holidays from two days before the seeding to ten days after it, 4 closed later on, with
 * no reason given); a few say which of the brand's products they usually have. The dates count from the day of seeding, so that they are ahead whenever
 * the tests run.
 */
class CatalogueSeeder extends Seeder
{
    private const PRODUCTS = ['Harina leudante', 'Levadura seca', 'Azúcar impalpable', 'Manteca', 'Dulce de leche repostero', 'Cacao amargo', 'Esencia de vainilla', 'Grana de colores'];

    private const PROVINCES = ['Buenos Aires', 'Córdoba', '  CÓRDOBA', 'Santa Fe', 'Mendoza', 'Tucumán', 'Neuquén'];

    /**
     * Which of the brand's products some distributors usually have, by number ("Dónde comprar"):
     * the recipes with dulce de leche (PostSeeder::WITH_DULCE_DE_LECHE) need Levadura seca (2) and
     * Dulce de leche repostero (5). In Córdoba, 1 and 8 have both, 2 and 9 one, 15 none; the
     * others do not say (null).
     */
    private const PRODUCTS_HELD = [1 => [2, 5], 8 => [5, 2, 3], 2 => [5], 9 => [2], 15 => [], 3 => [2, 5]];

    /**
     * Contact details of some distributors, by number, written as Argentine tables write them
     * (docs/widgets/catalogue.md, "Contact details"); the others have none.
     */
    private const CONTACTS = [
        1 => ['locality' => 'Córdoba', 'address' => 'Av. Colón 1234', 'phone' => '(0351) 422-3344', 'whatsapp' => '0351 15 555-1234'],
        2 => ['locality' => 'Villa Carlos Paz', 'whatsapp' => '+54 9 3541 43-2100'],
        3 => ['locality' => 'Rosario', 'address' => 'Bv. Oroño 950', 'phone' => '0341 440-1122'],
        7 => ['locality' => 'La Plata', 'phone' => '0221 421-5566'],
    ];

    /**
     * Each province's localities (real places, all in `database/data/localities.csv` but Los
     * Catutos, which stays without coordinates: `distributors:locate` says so); distributor n
     * takes the (n ÷ 7)th of its province's.
     */
    private const LOCALITIES = [
        'buenos aires' => ['La Plata', 'Mar del Plata', 'Bahía Blanca', 'Tandil', 'Pergamino', 'Luján'],
        'córdoba' => ['Córdoba', 'Villa Carlos Paz', 'Río Cuarto', 'Villa María', 'San Francisco', 'Alta Gracia'],
        'santa fe' => ['Rosario', 'Santa Fe', 'Rafaela', 'Venado Tuerto', 'Reconquista', 'Esperanza'],
        'mendoza' => ['Mendoza', 'San Rafael', 'Godoy Cruz', 'Luján de Cuyo', 'Maipú', 'Tunuyán'],
        'tucumán' => ['San Miguel de Tucumán', 'Yerba Buena', 'Concepción', 'Tafí Viejo', 'Famaillá', 'Monteros'],
        'neuquén' => ['Neuquén', 'Cutral Có', 'San Martín de los Andes', 'Los Catutos', 'Plottier', 'Zapala'],
    ];

    /** The shops whose address is known, at their door rather than the locality's centre. */
    private const DOORS = [
        1 => ['lat' => -31.412500, 'lng' => -64.193500],
        3 => ['lat' => -32.944900, 'lng' => -60.656800],
    ];

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
                    // The flour's own weight per cup and spoon, lighter than the common table's (125 g, 7.8 g): recipe-tools' grams.
                    'gramosPorTaza' => '120',
                    'gramosPorCucharada' => '7,5',
                ] : [],
            ]);
        }

        foreach (['Recetas de panadería', 'Tortas de cumpleaños', 'Clásicos de confitería', 'Postres helados', 'Cocina sin TACC', 'Fiestas'] as $name) {
            Cookbook::create(['name' => $name, 'image' => '/images/cookbook.svg']);
        }

        $table = new LocalityTable();
        for ($n = 1; $n <= 45; $n++) {
            $province = self::PROVINCES[$n % count(self::PROVINCES)];
            $row = ['name' => "Distribuidora $n", 'province' => $province] + (self::CONTACTS[$n] ?? []);
            if ($n <= 35) {
                $row['locality'] ??= self::LOCALITIES[mb_strtolower(trim($province))][intdiv($n, count(self::PROVINCES))];
                $row += self::DOORS[$n] ?? $table->find($province, $row['locality']) ?? [];
            }
            Distributor::create($row + ['hours' => self::hours($n, Carbon::today()), 'products' => self::PRODUCTS_HELD[$n] ?? null]);
        }
    }

    /** @return array<string, mixed>|null distributor n's opening hours (null: not known) */
    private static function hours(int $n, Carbon $today): ?array
    {
        if ($n > 35 || $n % 9 === 0) {
            return null;
        }
        $weekday = $n % 5 === 0 ? [['08:30', '12:30'], ['16:30', '20:00']] : [['09:00', '13:00'], ['17:00', '20:30']];
        $hours = [
            'weekly' => ['mon' => $weekday, 'tue' => $weekday, 'wed' => $weekday, 'thu' => $weekday, 'fri' => $weekday, 'sat' => [['09:00', '13:00']], 'sun' => []],
            'holidays' => 'closed',
            'exceptions' => [],
        ];
        $day = fn (int $days) => $today->copy()->addDays($days)->format('Y-m-d');
        $hours = match ($n) {
            1 => ['exceptions' => [['date' => $day(20), 'ranges' => [['09:00', '13:00']]], ['date' => $day(27), 'ranges' => []]]] + $hours,
            2 => ['weekly' => array_fill_keys(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], [['08:00', '21:00']]) + ['sun' => [['09:00', '13:00']]], 'holidays' => 'open'] + $hours,
            3 => $hours + ['closure' => ['from' => $day(-2), 'until' => $day(10), 'reason' => 'vacaciones']],
            4 => $hours + ['closure' => ['from' => $day(40), 'until' => $day(45)]],
            default => $hours,
        };
        // The seed holds to the rule a form will: what it stores, the widgets and the pages read.
        if (($problem = DistributorHours::problem(DistributorHours::fromArrays($hours))) !== null) {
            throw new LogicException("The seeded hours of distributor $n: $problem");
        }

        return $hours;
    }
}
