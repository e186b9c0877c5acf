<?php

/*
 * Every table of the production mode's database (MariaDB) as the backup drill compares them:
 * its definition (SHOW CREATE TABLE, less the AUTO_INCREMENT counter, which only says how many
 * ids were ever handed out), and its rows read in the order of its primary key (of every
 * column when it has none), each row's SHA-256 by its key, and one SHA-256 of them all in that
 * order. Arguments: the DSN, user and password (test/laravel/host.ts), then, for one table
 * only, its name and a condition (`id = 120`). Prints JSON: {table: {schema, sha256, rows}}.
 */
[, $dsn, $user, $password] = $argv;
$onlyTable = $argv[4] ?? null;
$condition = $argv[5] ?? null;
$pdo = new PDO($dsn, $user, $password, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$quote = fn (string $name) => '`'.str_replace('`', '``', $name).'`';

$tables = $pdo->query("select table_name from information_schema.tables where table_schema = database() and table_type = 'BASE TABLE' order by table_name")->fetchAll(PDO::FETCH_COLUMN);
$states = [];
foreach ($tables as $table) {
    if ($onlyTable !== null && $table !== $onlyTable) {
        continue;
    }
    $create = $pdo->query('show create table '.$quote($table))->fetch(PDO::FETCH_NUM)[1];
    $columns = $pdo->prepare("select column_name from information_schema.key_column_usage where table_schema = database() and table_name = ? and constraint_name = 'PRIMARY' order by ordinal_position");
    $columns->execute([$table]);
    $key = $columns->fetchAll(PDO::FETCH_COLUMN);
    if ($key === []) {
        $columns = $pdo->prepare('select column_name from information_schema.columns where table_schema = database() and table_name = ? order by ordinal_position');
        $columns->execute([$table]);
        $key = $columns->fetchAll(PDO::FETCH_COLUMN);
    }
    $order = implode(', ', array_map($quote, $key));
    $rows = $pdo->query('select * from '.$quote($table).($condition === null ? '' : " where $condition")." order by $order");
    $all = hash_init('sha256');
    $hashes = [];
    while (($row = $rows->fetch(PDO::FETCH_ASSOC)) !== false) {
        // serialize(): every value with its type and length, binary ones as they are.
        $hash = hash('sha256', serialize($row));
        $hashes[implode(',', array_map(fn (string $column) => (string) $row[$column], $key))] = $hash;
        hash_update($all, $hash);
    }
    $states[$table] = [
        'schema' => preg_replace('/ AUTO_INCREMENT=\d+/', '', $create),
        'sha256' => hash_final($all),
        'rows' => (object) $hashes,
    ];
}
echo json_encode((object) $states, JSON_THROW_ON_ERROR);
