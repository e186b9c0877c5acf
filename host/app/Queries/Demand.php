<?php

namespace App\Queries;

use App\Models\Distributor;
use App\Models\Hit;
use App\Support\Directory;
use Carbon\CarbonImmutable;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;

/**
 * What visitors looked for in a period, counted (the editors' page "Lo que buscan los
 * visitantes", docs/laravel-host.md, "What the brand learns"): 'Dónde comprar' choices by
 * province, WhatsApp orders by the distributor's province and locality, directory searches
 * that found nothing. Counts only: no hit here holds a position, a phone number or a person.
 *
 * Each count is one GROUP BY in SQL, portable between SQLite (the tests) and MariaDB
 * (production): no date function, the period compared as a range on `created_at`. Only the
 * orders' provinces are folded once more in PHP, as the directory folds them ('  CÓRDOBA' is
 * Córdoba): the distributors' table writes them as each row was typed.
 */
class Demand
{
    /** The period: from `$from`'s first second to `$until`'s last (both days in the app's time zone). */
    public function __construct(public readonly CarbonImmutable $from, public readonly CarbonImmutable $until)
    {
    }

    /** @return list<array{province: string, count: int}> 'Dónde comprar' choices: a province as the site writes it, or `cerca-mio`; most first */
    public function asked(): array
    {
        return $this->hits(Hit::WHERE_TO_BUY_ASKED)
            ->select('value as province', DB::raw('count(*) as total'))
            ->groupBy('value')
            ->orderByDesc('total')->orderBy('value')
            ->get()
            ->map(fn ($row) => ['province' => (string) $row->province, 'count' => (int) $row->total])
            ->all();
    }

    /**
     * @return list<array{province: string, locality: string, count: int}> WhatsApp orders by the
     * distributor's province (as the directory shows it) and locality (trimmed; '' when it has
     * none, or when the distributor is gone); most first
     */
    public function orders(): array
    {
        // `hits.value` holds the distributor's id as text: both databases compare it with the
        // integer id as a number (SQLite by the column's affinity, MariaDB by converting).
        $rows = $this->hits(Hit::WHERE_TO_BUY)
            ->leftJoin('distributors', 'distributors.id', '=', 'hits.value')
            ->select('distributors.province', 'distributors.locality', DB::raw('count(*) as total'))
            ->groupBy('distributors.province', 'distributors.locality')
            ->get();
        $directory = new Directory(Distributor::query()->orderBy('id')->get(['id', 'name', 'province']));
        $folded = [];
        foreach ($rows as $row) {
            $province = $directory->provinceName($row->province) ?? '';
            $locality = preg_replace('/\s+/u', ' ', trim((string) $row->locality)) ?? '';
            $key = $province."\n".mb_strtolower($locality, 'UTF-8');
            $folded[$key] ??= ['province' => $province, 'locality' => $locality, 'count' => 0];
            $folded[$key]['count'] += (int) $row->total;
        }

        return self::mostFirst(array_values($folded), ['province', 'locality']);
    }

    /** @return list<array{search: string, province: string, count: int}> searches that found nothing: the search ('' for a province alone) and the province (`todas`: none chosen); most first */
    public function notFound(): array
    {
        return $this->hits(Hit::SEARCH_NOT_FOUND)
            ->select('value as search', 'entity as province', DB::raw('count(*) as total'))
            ->groupBy('value', 'entity')
            ->orderByDesc('total')->orderBy('value')->orderBy('entity')
            ->get()
            ->map(fn ($row) => ['search' => (string) $row->search, 'province' => (string) $row->province, 'count' => (int) $row->total])
            ->all();
    }

    /**
     * @return list<array{province: string, asked: int, orders: int}> the chart's rows: choices and
     * orders by province ('Cerca mío' its own), the `$top` with most of both, most first
     */
    public function byProvince(int $top = 10): array
    {
        $rows = [];
        foreach ($this->asked() as $row) {
            $rows[$row['province']] = ['province' => $row['province'], 'asked' => $row['count'], 'orders' => 0];
        }
        foreach ($this->orders() as $row) {
            $rows[$row['province']] ??= ['province' => $row['province'], 'asked' => 0, 'orders' => 0];
            $rows[$row['province']]['orders'] += $row['count'];
        }
        $rows = array_values($rows);
        usort($rows, fn (array $a, array $b) => ($b['asked'] + $b['orders']) <=> ($a['asked'] + $a['orders']) ?: strcmp($a['province'], $b['province']));

        return array_slice($rows, 0, $top);
    }

    private function hits(string $type): Builder
    {
        return DB::table('hits')
            ->where('hits.type', $type)
            ->where('hits.created_at', '>=', $this->from->startOfDay()->format('Y-m-d H:i:s'))
            ->where('hits.created_at', '<', $this->until->addDay()->startOfDay()->format('Y-m-d H:i:s'));
    }

    /** @param  list<array<string, mixed>>  $rows */
    private static function mostFirst(array $rows, array $then): array
    {
        usort($rows, function (array $a, array $b) use ($then) {
            $order = $b['count'] <=> $a['count'];
            foreach ($then as $field) {
                $order = $order ?: strcmp($a[$field], $b[$field]);
            }

            return $order;
        });

        return $rows;
    }
}
