<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Validation;

use JsonSchema\Validator;
use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Validation\EditorSchemas;
use SiteWidgets\Laravel\Validation\ShapeMessage;

/**
 * Validation\ShapeMessage's whole sentence, from JSON Schema's errors (php-json-schema), as an
 * editor reads it in the host's 422: where, what was expected there, and what there is. (Its
 * words beside the editors': shape-words.json, Contracts\ShapeWordsTest.)
 */
final class ShapeMessageTest extends TestCase
{
    /** @return array<string, array{0: string, 1: string, 2: string}> */
    public static function editorValues(): array
    {
        return [
            'a step whose text is a list' => [
                'steps-editor', '[{"steps":[{"text":["x"]}]}]',
                'en elemento 1 → «steps» → elemento 1 → «text» se esperaba un texto o un número y hay una lista de 1 elemento',
            ],
            'an object for the list of groups' => ['steps-editor', '{"steps":[]}', 'en el valor completo se esperaba una lista y hay un objeto'],
            'a name that is an object' => ['steps-editor', '[{"name":{"a":1}}]', 'en elemento 1 → «name» se esperaba un texto o un número y hay un objeto'],
            'steps that are a text' => ['steps-editor', '[{"steps":"texto"}]', 'en elemento 1 → «steps» se esperaba una lista y hay el texto «texto»'],
            'the third step’s image' => [
                'steps-editor', '[{"steps":[{}, {"text":"ok"}, {"image":true}]}]',
                'en elemento 1 → «steps» → elemento 3 → «image» se esperaba un texto o un número y hay el valor true',
            ],
            'a group that is a text' => ['steps-editor', '["no es un objeto"]', 'en elemento 1 se esperaba un objeto y hay el texto «no es un objeto»'],
            'an answer that is an empty list' => ['faq-editor', '[{"question":3, "content": []}]', 'en elemento 1 → «content» se esperaba un texto o un número y hay una lista de 0 elementos'],
            'a banner’s title that is a list' => ['banner-editor', '{"title":[]}', 'en «title» se esperaba un texto o un número y hay una lista de 0 elementos'],
        ];
    }

    /** @return array<string, array{0: string, 1: string, 2: string}> */
    public static function schemas(): array
    {
        return [
            'one of a list of words' => ['{"type":"object","properties":{"kind":{"enum":["a","b",3]}}}', '{"kind":"c"}', 'en «kind» se esperaba uno de «a», «b» y hay el texto «c»'],
            'keys that need escaping in a pointer' => [
                '{"type":"object","properties":{"a/b":{"type":"object","properties":{"~c":{"type":"boolean"}}}}}', '{"a/b":{"~c":1}}',
                'en «a/b» → «~c» se esperaba verdadero o falso y hay el número 1',
            ],
            'a whole number' => ['{"type":"object","properties":{"n":{"type":"integer"}}}', '{"n":1.5}', 'en «n» se esperaba un número y hay el número 1.5'],
            'a type or a word' => ['{"type":"object","properties":{"n":{"anyOf":[{"type":"string"},{"enum":["x"]}]}}}', '{"n":2}', 'en «n» se esperaba un texto o uno de «x» y hay el número 2'],
            'what no type says' => ['{"type":"object","properties":{"n":{"not":{"type":"string"}}}}', '{"n":"s"}', 'en «n» se esperaba otro tipo de valor y hay el texto «s»'],
            'an item of a list' => ['{"type":"array","items":{"type":"string"}}', '["a", "b", 3]', 'en elemento 3 se esperaba un texto y hay el número 3'],
        ];
    }

    /** @dataProvider editorValues */
    #[DataProvider('editorValues')]
    public function testSaysWhereAndWhatInAnEditorsValue(string $editor, string $json, string $message): void
    {
        $this->assertSame($message, self::message(EditorSchemas::load($editor), $json));
    }

    /** @dataProvider schemas */
    #[DataProvider('schemas')]
    public function testSaysWhatEachSchemaExpects(string $schema, string $json, string $message): void
    {
        $this->assertSame($message, self::message(json_decode($schema, false, 64, JSON_THROW_ON_ERROR), $json));
    }

    /** The message for a value its schema refuses, from the validator's errors, objects as objects as EditorValue decodes them. */
    private static function message(object $schema, string $json): string
    {
        $data = json_decode($json, false, 64, JSON_THROW_ON_ERROR);
        $validator = new Validator();
        $validator->validate($data, $schema);
        if ($validator->isValid()) {
            self::fail("the schema takes $json");
        }

        return ShapeMessage::for($data, $schema, $validator->getErrors());
    }
}
