<?php

// The messages of the rules this site uses (Laravel's full file lists every rule).
return [
    'array' => 'El campo :attribute no tiene la forma del formulario.',
    'between' => [
        'numeric' => 'El campo :attribute debe estar entre :min y :max.',
    ],
    'distinct' => 'El campo :attribute está repetido.',
    'email' => 'El campo :attribute debe ser un correo válido.',
    'exists' => 'El :attribute elegido no existe.',
    'image' => 'El archivo debe ser una imagen.',
    'in' => 'Elegí un valor de la lista para :attribute.',
    'integer' => 'El campo :attribute debe ser un número entero.',
    'json' => 'El campo :attribute no es JSON válido.',
    'max' => [
        'file' => 'El archivo no puede pesar más de :max kilobytes.',
        'string' => 'El campo :attribute no puede tener más de :max caracteres.',
        'array' => 'El campo :attribute no puede tener más de :max elementos.',
    ],
    'mimes' => 'El archivo debe ser de tipo: :values.',
    'not_regex' => 'El campo :attribute tiene caracteres que no van.',
    'numeric' => 'El campo :attribute debe ser un número.',
    'regex' => 'El campo :attribute no tiene un formato válido.',
    'required' => 'Completá el campo :attribute.',
    'required_with' => 'Completá el campo :attribute: van las dos coordenadas o ninguna.',
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
        'mould_shape' => 'forma del molde',
        'mould_size' => 'diámetro o lado del molde',
        'mould_width' => 'ancho del molde',
    ],
];
