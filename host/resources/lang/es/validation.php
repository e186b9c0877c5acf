<?php

// The messages of the rules this site uses (Laravel's full file lists every rule).
return [
    'email' => 'El campo :attribute debe ser un correo válido.',
    'exists' => 'El :attribute elegido no existe.',
    'image' => 'El archivo debe ser una imagen.',
    'integer' => 'El campo :attribute debe ser un número entero.',
    'json' => 'El campo :attribute no es JSON válido.',
    'max' => [
        'file' => 'El archivo no puede pesar más de :max kilobytes.',
        'string' => 'El campo :attribute no puede tener más de :max caracteres.',
    ],
    'mimes' => 'El archivo debe ser de tipo: :values.',
    'required' => 'Completá el campo :attribute.',
    'string' => 'El campo :attribute debe ser texto.',
    'uploaded' => 'No se pudo subir el archivo.',

    'attributes' => [
        'name' => 'nombre',
        'email' => 'correo',
        'password' => 'contraseña',
        'tag_id' => 'categoría',
        'sub_tag' => 'subcategoría',
        'image' => 'imagen',
        'steps' => 'pasos',
        'custom_ingredients' => 'ingredientes',
        'attributes' => 'atributos',
        'banner_data' => 'banner',
        'custom_content' => 'preguntas frecuentes',
    ],
];
