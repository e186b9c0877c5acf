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
            // Said, not left to the column's default, which is false (fail safe).
            'registration_completed' => true,
        ]);

        // A point of sale: may log in and see login-required posts once registered, never edit.
        User::create([
            'name' => 'Punto de venta nuevo',
            'email' => 'pdv@example.com',
            'password' => Hash::make('secreto123'),
            'registration_completed' => false,
        ]);

        // A second editor, for two people editing the same content at once.
        User::create([
            'name' => 'Redacción',
            'email' => 'redaccion@example.com',
            'password' => Hash::make('secreto123'),
            'role' => User::EDITOR,
            'registration_completed' => true,
        ]);
    }
}
