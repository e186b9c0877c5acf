<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Listing;

use InvalidArgumentException;
use SiteWidgets\Laravel\Generated\Contracts;

/**
 * A listing widget's parameters in the page's address, as its declaration names them
 * (`Generated\Contracts::ADDRESS_PARAMETERS`, from the widget's ADDRESS_FIELDS) after the
 * placeholder's `data-url-prefix`: for the pages a host prints for visitors without
 * JavaScript, which read and link the same addresses the widget does.
 *
 *     $address = ListingParameters::of('distributor-list');
 *     $page = $address->read($request->query(), 'page', 1);
 *     $request->fullUrlWithQuery($address->query(['page' => 2]));   // ['pagina' => '2']
 */
final class ListingParameters
{
    /** @param array<string, array{param: string, kind: string, absent?: int}> $fields */
    private function __construct(private array $fields, private string $prefix)
    {
    }

    public static function of(string $widget, string $prefix = ''): self
    {
        $fields = Contracts::ADDRESS_PARAMETERS[$widget] ?? null;
        if ($fields === null) {
            throw new InvalidArgumentException(sprintf('%s keeps no state in the address (those that do: %s)', $widget, implode(', ', array_keys(Contracts::ADDRESS_PARAMETERS))));
        }

        return new self($fields, $prefix);
    }

    /** The parameter's name in the address, prefix and all (`dist-pagina`). */
    public function name(string $field): string
    {
        return $this->prefix.$this->field($field)['param'];
    }

    /**
     * A field's value in a query (as `$request->query()` gives it), or `$default` when its
     * parameter is absent, is not one text (`pagina[]=2`) or cannot be read.
     *
     * @param  array<string, mixed>  $query
     */
    public function read(array $query, string $field, mixed $default): mixed
    {
        $text = $query[$this->name($field)] ?? null;

        return AddressParameter::read($this->field($field)['kind'], is_string($text) ? $text : null, $default);
    }

    /**
     * The parameters of these fields' values, as `fullUrlWithQuery` takes them: each field's
     * text, or null where the widget leaves it out (a default), so that no `?pagina=1` is written.
     *
     * @param  array<string, mixed>  $values  by field
     * @return array<string, ?string>
     */
    public function query(array $values): array
    {
        $query = [];
        foreach ($values as $field => $value) {
            $spec = $this->field($field);
            $query[$this->name($field)] = AddressParameter::write($spec['kind'], $value, $spec['absent'] ?? null);
        }

        return $query;
    }

    /** @return array{param: string, kind: string, absent?: int} */
    private function field(string $field): array
    {
        return $this->fields[$field] ?? throw new InvalidArgumentException(sprintf('no field "%s" in the address (it has: %s)', $field, implode(', ', array_keys($this->fields))));
    }
}
