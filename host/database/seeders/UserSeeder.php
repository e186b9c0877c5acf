<?php

namespace Database\Seeders;

use App\Models\User;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\Hash;

class UserSeeder extends Seeder
{
    public function run()
    {
        User::create([
            'name' => 'Editora',
            'email' => 'editora@example.com',
            'password' => Hash::make('secreto123'),
            'role' => User::EDITOR,
        ]);

        // A point of sale: may log in and see login-required posts once registered, never edit.
        User::create([
            'name' => 'Punto de venta nuevo',
            'email' => 'pdv@example.com',
            'password' => Hash::make('secreto123'),
            'registration_completed' => false,
        ]);
    }
}
