import { spawnSync } from 'node:child_process';
import { databaseConnection } from './host';

type Parameter = string | number | null;
export type Row = Record<string, unknown>;

// PDO through PHP's command line: Node 20 has no SQLite or MySQL client of its own, and PHP
// is here anyway. The SQL is what both SQLite and MariaDB take (the production journeys);
// numbers are bound as numbers, which MariaDB's LIMIT needs.
const QUERY = `
$pdo = new PDO($argv[1], $argv[2] === '' ? null : $argv[2], $argv[3] === '' ? null : $argv[3]);
$statement = $pdo->prepare($argv[4]);
foreach (json_decode($argv[5], true) as $index => $value) {
    $statement->bindValue($index + 1, $value, is_int($value) ? PDO::PARAM_INT : (is_null($value) ? PDO::PARAM_NULL : PDO::PARAM_STR));
}
$statement->execute();
echo json_encode($statement->fetchAll(PDO::FETCH_ASSOC));
`;

/** The rows a query gives in the journeys' database. */
export function query(sql: string, ...parameters: Parameter[]): Row[] {
  const result = spawnSync('php', ['-r', QUERY, ...databaseConnection(), sql, JSON.stringify(parameters)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`query failed: ${result.stderr}`);
  const rows: unknown = JSON.parse(result.stdout);
  if (!Array.isArray(rows)) throw new Error(`unexpected answer: ${result.stdout}`);
  return rows.filter((row): row is Row => typeof row === 'object' && row !== null);
}

/** One row, or a failure naming the query. */
export function row(sql: string, ...parameters: Parameter[]): Row {
  const [first] = query(sql, ...parameters);
  if (first === undefined) throw new Error(`no row for ${sql}`);
  return first;
}

/** A JSON column of one row, parsed. */
export function jsonColumn(sql: string, ...parameters: Parameter[]): unknown {
  const value = Object.values(row(sql, ...parameters))[0];
  if (typeof value !== 'string') throw new Error(`not a JSON text: ${String(value)}`);
  return JSON.parse(value);
}

/** The raw text of one column of one row. */
export function text(sql: string, ...parameters: Parameter[]): string | null {
  const value = Object.values(row(sql, ...parameters))[0];
  if (value !== null && typeof value !== 'string') throw new Error(`not a text: ${String(value)}`);
  return value;
}
