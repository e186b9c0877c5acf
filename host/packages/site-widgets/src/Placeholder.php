<?php

namespace SiteWidgets\Laravel;

use SiteWidgets\Laravel\Generated\Contracts;

/**
 * Writes a placeholder's attributes from the widgets' declarations (the config's
 * `site-widgets.widgets`, generated from the bundle's own attribute declarations):
 * `data-widget-name`, each declared attribute encoded by its kind, and the host's own `id`,
 * `class`, `style`, `aria-*`… A name that is not a valid attribute name, an undeclared
 * attribute, a missing required one or a value of the wrong kind throws
 * `InvalidWidgetAttribute` when `$strict` (the config's `site-widgets.strict`: outside
 * production); otherwise it is reported and left out, and the widget's own checks take over
 * in the browser. Names and values are both escaped when printed. One per request (a scoped
 * binding): it remembers the widgets placed so far, for `<x-site-widgets-preload />`.
 */
class Placeholder
{
    /** Attributes the host may put on the placeholder besides the widget's own, and the loading strategy's (`loadAttributes()`). */
    private const HOST_ATTRIBUTES = ['id', 'class', 'style', 'title', 'lang', 'dir', 'hidden'];

    /**
     * A name HTML and the DOM both take as one attribute name (XML's Name, in ASCII): no
     * space, quote, `=`, `>` or `/` that would end the name, or the tag, where it stands.
     * `aria-*` names come from the host as they are, from a bag of attributes, say.
     */
    private const ATTRIBUTE_NAME = '/^[a-z_:][a-z0-9_:.-]*$/D';

    /**
     * The widgets placed so far in this request, for `<x-site-widgets-preload />`: each name with
     * whether one of its placeholders loads at once (true) or only with a strategy (false).
     *
     * @var array<string, bool>
     */
    private array $placed = [];

    /** @param array<string, array{entry: string, attributes: array<string, array<string, mixed>>}> $widgets */
    public function __construct(private array $widgets, private bool $strict)
    {
    }

    /**
     * The names of the widgets placed so far that load with the page, in order, once each. A
     * widget whose every placeholder waits for a strategy (`data-widget-load="visible"`…) is left
     * out: its files come when it loads, and preloading them would share the first paint's
     * bandwidth with code the page does not run yet.
     *
     * @return list<string>
     */
    public function placed(): array
    {
        return array_keys(array_filter($this->placed));
    }

    /**
     * A placeholder the package prints itself (the printed recipe's `recipe-tools`): whether the
     * bundle has the widget, remembered as placed when it does, for `<x-site-widgets-preload />`.
     */
    public function printed(string $widget): bool
    {
        if (! isset($this->widgets[$widget])) {
            return false;
        }
        $this->placed[$widget] = true;

        return true;
    }

    /** The entry (`public` or `admin`) a widget's code comes with, or null for an unknown name. */
    public function entryOf(string $widget): ?string
    {
        return $this->widgets[$widget]['entry'] ?? null;
    }

    /** @param array<string, mixed> $given the component's attributes, as Blade passes them */
    public function render(string $widget, array $given): string
    {
        $declared = $this->widgets[$widget]['attributes'] ?? null;
        $written = ['data-widget-name' => $widget];
        $host = [];

        if ($declared === null) {
            $this->refuse($widget, sprintf('no widget is called "%s" (known: %s)', $widget, implode(', ', array_keys($this->widgets))));
            $declared = [];
        }

        foreach ($given as $key => $value) {
            $name = self::kebab((string) $key);
            if (! preg_match(self::ATTRIBUTE_NAME, $name)) {
                $this->refuse($widget, sprintf('%s is not a valid attribute name', json_encode((string) $key, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE)));
            } elseif (in_array($name, self::HOST_ATTRIBUTES, true) || in_array($name, self::loadAttributes(), true) || str_starts_with($name, 'aria-')) {
                $host[$name] = $value;
            } elseif (isset($declared[$name])) {
                $this->write($widget, $name, $declared[$name], $value, $written);
            } else {
                $this->refuse($widget, sprintf(
                    '"%s" is not an attribute of %s (it declares: %s%s)',
                    $key,
                    $widget,
                    implode(', ', array_keys($declared)) ?: 'none',
                    str_starts_with($name, 'data-') ? '; write them without "data-"' : '',
                ));
            }
        }

        foreach ($declared as $name => $spec) {
            if ($spec['required'] && ! array_key_exists("data-$name", $written)) {
                $this->refuse($widget, "$name is required");
            }
        }

        if ($declared !== null) {
            $this->placed[$widget] = ($this->placed[$widget] ?? false) || ! self::waits($host['data-widget-load'] ?? null);
        }

        return self::html($written + self::hostAttributes($host));
    }

    /** Whether a `data-widget-load` value names a strategy, which the runtime waits for (any other value loads at once). */
    private static function waits(mixed $strategy): bool
    {
        return is_string($strategy) && array_key_exists($strategy, Contracts::LOAD_STRATEGIES);
    }

    /** @param array<string, string> $written */
    private function write(string $widget, string $name, array $spec, mixed $value, array &$written): void
    {
        try {
            $text = AttributeValue::encode($spec, $value);
        } catch (\InvalidArgumentException $problem) {
            $this->refuse($widget, "$name {$problem->getMessage()}");

            return;
        }
        if ($text !== null) {
            $written["data-$name"] = $text;
        }
    }

    /**
     * `data-widget-load` and each strategy's settings (`data-widget-load-margin`…), as the
     * runtime declares them (`Generated\Contracts::LOAD_STRATEGIES`).
     *
     * @return list<string>
     */
    private static function loadAttributes(): array
    {
        return ['data-widget-load', ...array_map(fn (string $setting) => "data-widget-load-$setting", array_merge(...array_values(Contracts::LOAD_STRATEGIES)))];
    }

    /** @return array<string, string> */
    private static function hostAttributes(array $host): array
    {
        $attributes = [];
        foreach ($host as $name => $value) {
            if ($value === false || $value === null) {
                continue;
            }
            // Blade hands bound strings over already escaped; decoding once gives the text back.
            $attributes[$name] = $value === true ? '' : AttributeValue::text($value);
        }

        return $attributes;
    }

    /** @param array<string, string> $attributes */
    private static function html(array $attributes): string
    {
        $parts = [];
        foreach ($attributes as $name => $value) {
            // Names are checked when given; escaped as well, so no name can ever end the tag.
            $parts[] = self::escape($name).'="'.self::escape($value).'"';
        }

        return implode(' ', $parts);
    }

    private static function escape(string $text): string
    {
        return htmlspecialchars($text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
    }

    private function refuse(string $widget, string $problem): void
    {
        StrictOrReport::refuse(InvalidWidgetAttribute::in($widget, $problem), $this->strict);
    }

    /** `headingLevel` and `heading-level` both name `data-heading-level`. */
    private static function kebab(string $key): string
    {
        return strtolower(preg_replace('/(?<!^)[A-Z]/', '-$0', $key));
    }
}
