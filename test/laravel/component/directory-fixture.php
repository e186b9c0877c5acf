<?php

/*
 * The worked host's half of test/fixtures/contracts/directory.json (the package's own ports run
 * it in its PHPUnit suite; this one is the host's): App\Support\Directory on the fixture's
 * distributors. stdin: {"distributors": [...], "cases": [{"province": …, "search": …}, …]};
 * stdout: {"all": [names], "provinces": [names], "cases": [[names], …]}, as JSON.
 */
$input = json_decode(stream_get_contents(STDIN), true, 16, JSON_THROW_ON_ERROR);

require __DIR__.'/../../../host/bootstrap/autoload.php';

use App\Models\Distributor;
use App\Support\Directory;

$directory = new Directory(array_map(fn (array $row) => new Distributor($row), $input['distributors']));
$names = fn (iterable $distributors) => array_values(array_map(fn (Distributor $distributor) => $distributor->name, [...$distributors]));

echo json_encode([
    'all' => $names($directory->shown(null)),
    'provinces' => $directory->provinceNames(),
    'cases' => array_map(fn (array $case) => $names($directory->shown($case['province'], $case['search'])), $input['cases']),
], JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE);
