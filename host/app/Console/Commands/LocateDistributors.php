<?php

namespace App\Console\Commands;

use App\Geo\LocalityTable;
use App\Models\Distributor;
use Illuminate\Console\Command;

/**
 * Fills the coordinates a distributor lacks from its locality (docs/widgets/catalogue.md,
 * "Coordinates"), with the host's locality table: no outside service, so it runs offline and
 * in tests. The locality's centre, not the shop's door: enough to order shops by distance;
 * a host that wants 'Cómo llegar' to reach the door stores the shop's own coordinates: a row
 * with both is never touched.
 */
class LocateDistributors extends Command
{
    protected $signature = 'distributors:locate {--dry-run : Say what would be filled, and change nothing}';

    protected $description = "Fill the distributors' missing lat/lng from their locality (database/data/localities.csv)";

    public function handle(LocalityTable $table): int
    {
        $dry = (bool) $this->option('dry-run');
        $filled = 0;
        $unknown = 0;
        $missing = Distributor::query()->where(fn ($query) => $query->whereNull('lat')->orWhereNull('lng'))->orderBy('id')->get();
        foreach ($missing as $distributor) {
            $where = trim((string) $distributor->locality).', '.trim((string) $distributor->province);
            $place = $table->find($distributor->province, $distributor->locality);
            if ($place === null) {
                $unknown++;
                $this->line(LocalityTable::name($distributor->locality) === ''
                    ? "#{$distributor->id} {$distributor->name}: no locality, left without coordinates"
                    : "#{$distributor->id} {$distributor->name}: {$where} is not in the locality table, left without coordinates");

                continue;
            }
            $filled++;
            $this->line(($dry ? 'Would fill' : 'Filled')." #{$distributor->id} {$distributor->name}: {$where} → {$place['lat']}, {$place['lng']}");
            if (! $dry) {
                $distributor->forceFill($place)->save();
            }
        }
        $this->info(($dry ? "Would fill $filled" : "Filled $filled").' of '.$missing->count()." distributors without coordinates; $unknown left without.");

        return self::SUCCESS;
    }
}
