<?php

/*
 * `php artisan distributors:locate` on a database of its own (DB_DATABASE, migrated and seeded
 * here). stdin holds {"before": [SQL, …], "runs": [{"--dry-run"?: true}, …]}; stdout {"runs":
 * [{"status", "output", "rows"}, …]}, each run's rows being every distributor's id, name,
 * province, locality, lat and lng after it.
 */
$input = json_decode(stream_get_contents(STDIN), true, 16, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/in-memory-app.php';
$console = $app->make(Illuminate\Contracts\Console\Kernel::class);
$console->call('migrate', ['--force' => true, '--seed' => true]);
foreach ($input['before'] as $statement) {
    Illuminate\Support\Facades\DB::statement($statement);
}
$runs = [];
foreach ($input['runs'] as $options) {
    $status = $console->call('distributors:locate', $options);
    $rows = array_map(fn ($row) => (array) $row, Illuminate\Support\Facades\DB::select('select id, name, province, locality, lat, lng from distributors order by id'));
    $runs[] = ['status' => $status, 'output' => $console->output(), 'rows' => $rows];
}
echo json_encode(['runs' => $runs], JSON_THROW_ON_ERROR);
