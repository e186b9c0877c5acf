<?php

// The paginator's `links` labels. No Debian package ships Laravel's language files:
// without this file they would read "pagination.previous".
return [
    'previous' => '&laquo; Anterior',
    'next' => 'Siguiente &raquo;',
];
