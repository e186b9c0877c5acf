<?php

namespace App\Support;

use App\Models\Distributor;
use Illuminate\Support\Collection;
use Normalizer;
use SiteWidgets\Laravel\JsString;
use SiteWidgets\Laravel\NameOrder;

/**
 * The directory as the `distributor-list` widget groups and filters it, for the page printed
 * for visitors without JavaScript, so that each of its pages lists the names the widget's
 * does (src/shared/distributors/provinces.ts, src/widgets/distributor-list/provinces.ts and search.ts, ported: docs/architecture.md,
 * "Contracts with the host"): every distributor in name order (`NameOrder`); provinces told
 * apart trimmed, single-spaced and case aside, each shown in the spelling most of its
 * distributors use (the first seen on a tie), in name order; the search's words found in
 * name, locality and address, accents and case aside.
 */
class Directory
{
    /** @var list<Distributor> */
    private array $all;

    /** @var array<string, array{key: string, name: string, distributors: list<Distributor>}> by key, in name order */
    private array $provinces = [];

    /** @param  iterable<Distributor>  $distributors  in the order the API sends them */
    public function __construct(iterable $distributors)
    {
        $this->all = NameOrder::sort($distributors, fn (Distributor $distributor) => (string) $distributor->name);
        $groups = [];
        // In the API's order, which breaks a tie between spellings.
        foreach ($distributors as $distributor) {
            $key = self::provinceKey($distributor->province);
            if ($key !== null) {
                $spelling = self::tidy((string) $distributor->province);
                $groups[$key][$spelling] = ($groups[$key][$spelling] ?? 0) + 1;
            }
        }
        $provinces = [];
        foreach ($groups as $key => $spellings) {
            // The first of the most used: array_keys keeps the order they were first seen in.
            $provinces[] = ['key' => (string) $key, 'name' => (string) array_keys($spellings, max($spellings), true)[0], 'distributors' => []];
        }
        foreach (NameOrder::sort($provinces, fn (array $province) => $province['name']) as $province) {
            $this->provinces[$province['key']] = $province;
        }
        foreach ($this->all as $distributor) {
            $key = self::provinceKey($distributor->province);
            if ($key !== null) {
                $this->provinces[$key]['distributors'][] = $distributor;
            }
        }
    }

    /** The province a written name belongs to ('  CÓRDOBA ' and 'Córdoba' are one), or null for none. */
    public static function provinceKey(?string $name): ?string
    {
        $tidied = self::tidy((string) $name);

        return $tidied === '' ? null : mb_strtolower($tidied, 'UTF-8');
    }

    /** @return list<string> the provinces' names, in name order */
    public function provinceNames(): array
    {
        return array_values(array_map(fn (array $province) => $province['name'], $this->provinces));
    }

    /** The name the directory shows for a province as written in the address, or null when it has none. */
    public function provinceName(?string $written): ?string
    {
        $key = self::provinceKey($written);

        return $key === null ? null : ($this->provinces[$key]['name'] ?? null);
    }

    /**
     * The distributors of a province (all of them for null; none for one the directory lacks),
     * with every word of `$search` in their name, locality or address, in name order.
     *
     * @return Collection<int, Distributor>
     */
    public function shown(?string $province, string $search = ''): Collection
    {
        $key = self::provinceKey($province);
        $listed = $key === null ? $this->all : ($this->provinces[$key]['distributors'] ?? []);
        $words = self::searchText($search) === '' ? [] : explode(' ', self::searchText($search));

        return collect($listed)->filter(function (Distributor $distributor) use ($words) {
            $text = self::searchText(implode("\n", array_filter([$distributor->name, $distributor->locality, $distributor->address], fn ($part) => $part !== null)));
            foreach ($words as $word) {
                if (! str_contains($text, $word)) {
                    return false;
                }
            }

            return true;
        })->values();
    }

    /**
     * Accents, case and spacing aside: decomposed, marks dropped, lower case, single-spaced, trimmed
     * (the widget's `searchText`; a `busqueda-sin-resultado` hit's value is one).
     */
    public static function searchText(string $text): string
    {
        $bare = preg_replace('/\p{M}/u', '', Normalizer::normalize($text, Normalizer::FORM_D) ?: $text);

        return JsString::trim(preg_replace('/'.JsString::SPACE.'+/u', ' ', mb_strtolower($bare, 'UTF-8')));
    }

    private static function tidy(string $name): string
    {
        return preg_replace('/'.JsString::SPACE.'+/u', ' ', JsString::trim($name));
    }
}
