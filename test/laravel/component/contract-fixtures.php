<?php

/*
 * The host package's half of the shared fixtures (test/fixtures/contracts/): stdin holds
 * {"fixture": name, "inputs": [...]}; stdout one answer per input, in order, from the
 * package's (and the host's) PHP, for contract-fixtures.test.ts to compare with the fixture's
 * expected outputs.
 */
$raw = stream_get_contents(STDIN);
$input = json_decode($raw, true, 16, JSON_THROW_ON_ERROR);

require __DIR__.'/../../../host/bootstrap/autoload.php';

use App\Models\Distributor;
use App\Support\Directory;
use SiteWidgets\Laravel\Generated\Contracts;
use SiteWidgets\Laravel\Html\Url;
use SiteWidgets\Laravel\Listing\AddressParameter;
use SiteWidgets\Laravel\NameOrder;
use SiteWidgets\Laravel\Recipe\Duration;
use SiteWidgets\Laravel\Recipe\Stored;
use SiteWidgets\Laravel\Validation\ShapeMessage;

/** One of ShapeMessage's own words, which it keeps private: its message is made of them. */
function shapeWords(string $method, mixed ...$arguments): string
{
    return (new ReflectionMethod(ShapeMessage::class, $method))->invoke(null, ...$arguments);
}

$answer = match ($input['fixture']) {
    'durations' => array_map(fn (string $text) => ['minutes' => Duration::minutes($text), 'label' => Duration::label($text), 'iso' => Duration::isoOf($text)], $input['inputs']),
    'name-order' => array_map(fn (array $names) => NameOrder::sort($names, fn (string $name) => $name), $input['inputs']),
    'directory' => (function (array $inputs) {
        [$rows, $cases] = $inputs;
        $directory = new Directory(array_map(fn (array $row) => new Distributor($row), $rows));
        $names = fn (iterable $distributors) => array_values(array_map(fn (Distributor $distributor) => $distributor->name, [...$distributors]));

        return [
            'all' => $names($directory->shown(null)),
            'provinces' => $directory->provinceNames(),
            'cases' => array_map(fn (array $case) => $names($directory->shown($case['province'], $case['search'])), $cases),
        ];
    })($input['inputs']),
    'address-parameters' => [
        'read' => array_map(fn (array $case) => AddressParameter::read($case['kind'], $case['text'], null), $input['inputs']['read']),
        'write' => array_map(fn (array $case) => AddressParameter::write($case['kind'], $case['value'], $case['absent'] ?? null), $input['inputs']['write']),
    ],
    'url-schemes' => (function (array $inputs) {
        $schemes = json_decode(file_get_contents(__DIR__.'/../../../host/packages/site-widgets/resources/html-allowlist.json'), true, 8, JSON_THROW_ON_ERROR)['linkSchemes'];

        return array_map(fn (string $url) => Url::hasScheme($url, $schemes), $inputs);
    })($input['inputs']),
    'stored-values' => [
        'flag' => array_map(fn ($value) => Stored::flag($value), $input['inputs']['flag']),
        'positive' => array_map(fn ($value) => Stored::positive($value), $input['inputs']['positive']),
    ],
    // Objects as objects, as EditorValue hands the decoded value to ShapeMessage.
    'shape-words' => (function () use ($raw) {
        $inputs = json_decode($raw, false, 16, JSON_THROW_ON_ERROR)->inputs;

        return [
            'paths' => array_map(fn (object $case) => shapeWords('describePath', $case->value, array_map('strval', $case->path)), $inputs->paths),
            'values' => array_map(fn ($value) => shapeWords('describeValue', $value), $inputs->values),
        ];
    })(),
    'clock' => array_map(fn (string $time) => (new DateTimeImmutable($time))->format(Contracts::CLOCK), $input['inputs']),
};

echo json_encode($answer, JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE);
