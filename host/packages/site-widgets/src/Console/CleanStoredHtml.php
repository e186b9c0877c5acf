<?php

namespace SiteWidgets\Laravel\Console;

use Illuminate\Console\Command;
use Illuminate\Support\Facades\DB;
use JsonException;
use SiteWidgets\Laravel\Html\HtmlPath;
use SiteWidgets\Laravel\Html\HtmlTooLarge;
use SiteWidgets\Laravel\Html\Sanitizer;

/**
 * Cleans the HTML already stored, once, after the sanitizer on save came (or changed): the
 * columns `site-widgets.stored_html` names, each row's HTML through the same Sanitizer the
 * forms use. `--dry-run` first: it counts what would change and writes nothing.
 *
 * HTML past the caps (HtmlLimits) is not cleaned: it is stored escaped, as text that every
 * reader shows as it was written and an editor can still read and fix; with no `<` left, it
 * holds no markup, so a second run leaves it as it is.
 */
class CleanStoredHtml extends Command
{
    protected $signature = 'site-widgets:clean-html {--dry-run : Contar lo que cambiaría, sin escribir nada}';

    protected $description = 'Limpia el HTML ya guardado con la lista de lo permitido del bundle';

    public function handle(): int
    {
        $dryRun = (bool) $this->option('dry-run');
        foreach (config('site-widgets.stored_html', []) as $column) {
            $counts = $this->clean($column['table'], $column['column'], $column['path'] ?? '', $column['key'] ?? 'id', $dryRun);
            $this->line(sprintf(
                '%s.%s: %d filas leídas, %d %s (%d valores de HTML), %d con HTML demasiado grande guardado como texto, %d sin JSON legible sin tocar.',
                $column['table'], $column['column'], $counts['rows'], $counts['changed'], $dryRun ? 'cambiarían' : 'limpiadas',
                $counts['values'], $counts['tooLarge'], $counts['unreadable'],
            ));
        }
        if ($dryRun) {
            $this->line('Prueba: no se escribió nada. Sin --dry-run, se guardan los cambios.');
        }

        return self::SUCCESS;
    }

    /** @return array{rows: int, changed: int, values: int, tooLarge: int, unreadable: int} */
    private function clean(string $table, string $column, string $path, string $key, bool $dryRun): array
    {
        $counts = ['rows' => 0, 'changed' => 0, 'values' => 0, 'tooLarge' => 0, 'unreadable' => 0];
        $json = $path !== '';
        $at = new HtmlPath($json ? $path : '');
        DB::table($table)->select([$key, $column])->orderBy($key)->chunkById(100, function ($rows) use ($table, $column, $key, $json, $at, $dryRun, &$counts) {
            foreach ($rows as $row) {
                $counts['rows']++;
                $stored = $row->{$column};
                if (! is_string($stored)) {
                    continue;
                }
                try {
                    $value = $json ? json_decode($stored, true, 512, JSON_THROW_ON_ERROR) : $stored;
                } catch (JsonException) {
                    $counts['unreadable']++;

                    continue;
                }
                $changed = 0;
                $cleaned = $at->map($value, function (string $html) use (&$changed, &$counts) {
                    $clean = $this->cleanOne($html, $counts);
                    $changed += $clean === $html ? 0 : 1;

                    return $clean;
                });
                if ($changed === 0) {
                    continue;
                }
                $counts['changed']++;
                $counts['values'] += $changed;
                if (! $dryRun) {
                    $written = $json ? json_encode($cleaned, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE) : $cleaned;
                    DB::table($table)->where($key, $row->{$key})->update([$column => $written]);
                }
            }
        }, $key);

        return $counts;
    }

    /** @param  array{tooLarge: int}  $counts */
    private function cleanOne(string $html, array &$counts): string
    {
        try {
            return Sanitizer::clean($html);
        } catch (HtmlTooLarge) {
            if (! str_contains($html, '<')) {
                return $html;
            }
            $counts['tooLarge']++;

            return htmlspecialchars($html, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
        }
    }
}
