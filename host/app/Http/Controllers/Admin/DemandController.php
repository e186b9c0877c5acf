<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Hit;
use App\Queries\Demand;
use Carbon\CarbonImmutable;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Validator;

/**
 * "Lo que buscan los visitantes" (docs/laravel-host.md, "What the brand learns"): the editors'
 * page of what visitors looked for in a period, counted (`App\Queries\Demand`), with a chart of
 * the provinces drawn on the server (an SVG in the page: no script, no style attribute, so the
 * strict CSP holds), and the same counts as a CSV file.
 */
class DemandController extends Controller
{
    /** The period when none is asked for: the last 30 days, today included. */
    public const DEFAULT_DAYS = 30;

    /** The longest period: two years, so that no address asks the database for everything. */
    private const LONGEST_DAYS = 731;

    /** GET /admin/demanda?desde=YYYY-MM-DD&hasta=YYYY-MM-DD */
    public function show(Request $request)
    {
        [$demand, $errors] = self::demand($request);

        return response()->view('admin.demand', [
            'demand' => $demand,
            'periodErrors' => $errors,
            'asked' => $demand->asked(),
            'orders' => $demand->orders(),
            'notFound' => $demand->notFound(),
            'chart' => $demand->byProvince(),
        ]);
    }

    /**
     * GET /admin/demanda.csv, the same period: UTF-8 with its BOM (so that a spreadsheet reads the
     * accents), a header, comma-separated with CRLF lines (RFC 4180), one row per count.
     */
    public function csv(Request $request)
    {
        [$demand, $errors] = self::demand($request);
        if ($errors !== []) {
            return response(implode("\n", $errors)."\n", 422, ['Content-Type' => 'text/plain; charset=UTF-8']);
        }
        $lines = [['tipo', 'provincia', 'localidad', 'busqueda', 'cantidad']];
        foreach ($demand->asked() as $row) {
            $lines[] = ['consulta-donde-comprar', self::provinceLabel($row['province']), '', '', $row['count']];
        }
        foreach ($demand->orders() as $row) {
            $lines[] = ['pedido-whatsapp', $row['province'], $row['locality'], '', $row['count']];
        }
        foreach ($demand->notFound() as $row) {
            $lines[] = ['busqueda-sin-resultado', self::provinceLabel($row['province']), '', $row['search'], $row['count']];
        }
        $body = "\u{FEFF}".implode('', array_map(fn (array $cells) => implode(',', array_map(self::cell(...), $cells))."\r\n", $lines));
        $name = sprintf('demanda-%s-%s.csv', $demand->from->format('Y-m-d'), $demand->until->format('Y-m-d'));

        return response($body, 200, [
            'Content-Type' => 'text/csv; charset=UTF-8',
            'Content-Disposition' => "attachment; filename=\"$name\"",
            'Cache-Control' => 'no-store, private',
        ]);
    }

    /**
     * One CSV cell: a count as it is; a text quoted when it holds a comma, a quote or a line break
     * (its quotes doubled), and, when it starts with what a spreadsheet reads as a formula (`=`,
     * `+`, `-`, `@`, a tab or a carriage return), kept as text by a leading `'` (OWASP's "CSV
     * injection"): a visitor's search reaches this file.
     */
    public static function cell(string|int $value): string
    {
        if (is_int($value)) {
            return (string) $value;
        }
        if (preg_match('/^[=+\-@\t\r]/', $value)) {
            $value = "'".$value;
        }

        return preg_match('/[",\r\n]/', $value) ? '"'.str_replace('"', '""', $value).'"' : $value;
    }

    /**
     * The period the address asks for, checked: two dates, the first not after the second, at most
     * two years apart. Anything else: the last 30 days, and what was wrong.
     *
     * @return array{0: Demand, 1: list<string>}
     */
    private static function demand(Request $request): array
    {
        $today = CarbonImmutable::today();
        $default = new Demand($today->subDays(self::DEFAULT_DAYS - 1), $today);
        if (! $request->hasAny(['desde', 'hasta'])) {
            return [$default, []];
        }
        $validator = Validator::make($request->query(), [
            'desde' => ['required', 'string', 'date_format:Y-m-d'],
            'hasta' => ['required', 'string', 'date_format:Y-m-d', 'after_or_equal:desde'],
        ], [
            'desde.required' => 'Falta la fecha «Desde».',
            'hasta.required' => 'Falta la fecha «Hasta».',
            'desde.date_format' => 'La fecha «Desde» debe ser una fecha (AAAA-MM-DD).',
            'hasta.date_format' => 'La fecha «Hasta» debe ser una fecha (AAAA-MM-DD).',
            'hasta.after_or_equal' => '«Hasta» no puede ser anterior a «Desde».',
            'desde.string' => 'La fecha «Desde» debe ser una fecha (AAAA-MM-DD).',
            'hasta.string' => 'La fecha «Hasta» debe ser una fecha (AAAA-MM-DD).',
        ]);
        if ($validator->fails()) {
            return [$default, array_values(array_unique($validator->errors()->all()))];
        }
        $from = CarbonImmutable::createFromFormat('!Y-m-d', $request->query('desde'));
        $until = CarbonImmutable::createFromFormat('!Y-m-d', $request->query('hasta'));
        if ($from->diffInDays($until) >= self::LONGEST_DAYS) {
            return [$default, ['El período puede ser de dos años como mucho.']];
        }

        return [new Demand($from, $until), []];
    }

    /**
     * How the page and the CSV name a province: 'Cerca mío' for the choice without one, 'Todas' for
     * a search in every province; the page says 'Sin dato' for an order whose distributor has none
     * (the CSV leaves the cell empty).
     */
    public static function provinceLabel(string $province): string
    {
        return match ($province) {
            Hit::NEAR_ME => 'Cerca mío',
            Hit::ALL_PROVINCES => 'Todas',
            default => $province,
        };
    }
}
