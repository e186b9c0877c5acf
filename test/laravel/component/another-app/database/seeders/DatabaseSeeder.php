<?php

namespace Database\Seeders;

use App\Models\Note;
use App\Models\User;
use Illuminate\Database\Seeder;

class DatabaseSeeder extends Seeder
{
    public function run()
    {
        foreach ([['Editora', 'editora@example.com', true], ['Redacción', 'redaccion@example.com', true], ['Lectora', 'lectora@example.com', false]] as [$name, $email, $editor]) {
            User::forceCreate(['name' => $name, 'email' => $email, 'editor' => $editor]);
        }
        Note::create(['title' => 'Compras', 'body' => 'Harina.']);
    }
}
