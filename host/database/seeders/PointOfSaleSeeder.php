<?php

namespace Database\Seeders;

use App\Models\User;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\Hash;

/**
 * Three points of sale that keep their own listing (docs/laravel-host.md, "Points of sale"), after
 * the distributors are seeded: a bakery with distributor 1 (Córdoba), a grocery with distributor 2
 * (Villa Carlos Paz), and a pantry with distributor 7 (La Plata), whose listing only the browser
 * journey changes: the journeys run two at a time on one database, and others read distributor
 * 1's contact links and 2's products. `pdv@example.com` (UserSeeder) stays a registration not finished, with no listing.
 */
class PointOfSaleSeeder extends Seeder
{
    public function run()
    {
        foreach ([['Panadería', 'panaderia@example.com', 1], ['Almacén', 'almacen@example.com', 2], ['Despensa', 'despensa@example.com', 7]] as [$name, $email, $distributor]) {
            User::create([
                'name' => $name,
                'email' => $email,
                'password' => Hash::make('secreto123'),
                'role' => User::POINT_OF_SALE,
                'registration_completed' => true,
                'distributor_id' => $distributor,
            ]);
        }
    }
}
