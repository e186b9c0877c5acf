<?php

namespace Database\Seeders;

use App\Models\CookingTime;
use App\Models\Landing;
use App\Models\Post;
use App\Models\Tag;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\Storage;

/**
 * 170 recipes (15 pages of 12; the first four as the legacy editor left them, the others with
 * a named ingredient group and times written in every way the CMS has them) under tags with
 * sub-tags, 30 videos (the first, login-required, with its recipe; every third one
 * login-required) and their files, two landings.
 */
class PostSeeder extends Seeder
{
    /** `metadata.time` as editors wrote it: what the cards and the printed recipe read, and one they print as written. */
    private const DURATIONS = ['1 h 30 min', '45 minutos', '1 hora y media', '2 hs.', 'toda la noche', '1h15'];

    /** Recipes whose filling's dulce de leche is the product (id 5): its page lists these three ("Recetas con este producto"). */
    public const WITH_DULCE_DE_LECHE = [12, 14, 16];

    /**
     * A cake written for a 24 cm round mould ('Torta de ricota 42', Pastelería › Tortas), its
     * flour the brand's (product 1, with its own grams per cup and spoon) in cups: recipe-tools'
     * kitchen scales it by mould and weighs its cups.
     */
    public const WITH_MOULD = 42;

    private const DISHES = ['Pan de campo', 'Medialunas', 'Torta de ricota', 'Tarta de frutillas', 'Helado de dulce de leche', 'Chipá', 'Budín de limón', 'Alfajores de maicena'];

    public function run()
    {
        $times = collect(['15 minutos', '30 minutos', '45 minutos', '1 hora'])->map(fn ($name) => CookingTime::create(['name' => $name]));

        $panaderia = $this->tag('recetas', 'Panadería', ['Panes', 'Facturas']);
        $pasteleria = $this->tag('recetas', 'Pastelería', ['Tortas', 'Tartas']);
        $heladeria = $this->tag('recetas', 'Heladería');
        // Each recipe's tag and sub-tag, in turn.
        $placements = [
            [$panaderia, $panaderia->childrens[0]],
            [$panaderia, $panaderia->childrens[1]],
            [$pasteleria, $pasteleria->childrens[0]],
            [$pasteleria, $pasteleria->childrens[1]],
            [$heladeria, null],
        ];

        $this->recipe(1, 'Pan dulce de la casa', $panaderia, $panaderia->childrens[0], $times[3]);
        for ($n = 2; $n <= 170; $n++) {
            [$tag, $subTag] = $placements[$n % count($placements)];
            $this->recipe($n, self::DISHES[$n % count(self::DISHES)]." $n", $tag, $subTag, $times[$n % count($times)]);
        }

        $clases = $this->tag('videos', 'Clases');
        $tecnicas = $this->tag('videos', 'Técnicas', ['Masas']);
        for ($n = 1; $n <= 30; $n++) {
            Post::create([
                'section' => 'videos',
                'type' => 'video',
                'name' => $n === 1 ? 'Clase exclusiva de pan dulce' : "Video $n",
                'image' => '/images/video.svg',
                'video_url' => '/media/videos/'.$this->videoFile("video-$n.mp4"),
                'login_required' => $n % 3 === 1,
                'tag_id' => $n % 2 ? $clases->id : $tecnicas->id,
                'sub_tag' => $n % 4 === 0 ? $tecnicas->childrens[0]->id : null,
            ] + ($n === 1 ? [
                // A class with its recipe: printed under the video, for whom may see it.
                'tiempo_coccion_id' => $times[3]->id,
                'metadata' => ['commensals' => '8', 'time' => '2 horas'],
                'steps' => LegacyRecipe::STEPS,
                'custom_ingredients' => LegacyRecipe::INGREDIENTS,
            ] : []));
        }

        Landing::create(['section' => 'recetas', 'name' => 'Semana del pan', 'slug' => 'semana-del-pan', 'image' => '/images/landing.svg']);
        Landing::create(['section' => 'recetas', 'name' => 'Día de la torta', 'slug' => 'dia-de-la-torta', 'image' => '/images/landing.svg']);
    }

    /**
     * Puts a video file on the `videos` disk (VideoController sends it), so that the pages' videos
     * play: one second of a colour, 32 × 32 px, H.264 in MP4 (database/data/video.mp4, 824 bytes).
     * A file already there with those bytes is left as it is: seeds run side by side (the tests'
     * databases) share the development mode's folder.
     */
    private function videoFile(string $name): string
    {
        $bytes = file_get_contents(database_path('data/video.mp4'));
        $disk = Storage::disk('videos');
        if (! $disk->exists($name) || $disk->get($name) !== $bytes) {
            $disk->put($name, $bytes);
        }

        return $name;
    }

    private function tag(string $section, string $name, array $children = []): Tag
    {
        $tag = Tag::create(['section' => $section, 'name' => $name]);
        foreach ($children as $child) {
            Tag::create(['section' => $section, 'name' => $child, 'parent_id' => $tag->id]);
        }

        return $tag->load('childrens');
    }

    private function recipe(int $n, string $name, Tag $tag, ?Tag $subTag, CookingTime $time): void
    {
        Post::create([
            'section' => 'recetas',
            'name' => $name,
            'image' => '/images/recipe.svg',
            'tag_id' => $tag->id,
            'sub_tag' => $subTag?->id,
            'tiempo_coccion_id' => $time->id,
            // Servings as a number, and as the text older rows hold.
            'metadata' => ['commensals' => $n % 2 ? 4 + $n % 5 : (string) (4 + $n % 5), 'time' => $n === 1 ? '1 h 30 min' : self::DURATIONS[$n % count(self::DURATIONS)]],
            'steps' => $n <= 4 ? LegacyRecipe::STEPS : [['name' => 'Pasos', 'steps' => [['text' => "Preparar $name.", 'image' => '']]]],
            'custom_ingredients' => match (true) {
                $n <= 4 => LegacyRecipe::INGREDIENTS,
                in_array($n, self::WITH_DULCE_DE_LECHE, true) => self::withDulceDeLeche(),
                $n === self::WITH_MOULD => self::cake(),
                default => LegacyRecipe::FILLED_INGREDIENTS,
            },
        ] + ($n === self::WITH_MOULD ? ['mould' => ['shape' => 'redondo', 'size' => 24]] : []));
    }

    /**
     * The cake's: the brand's flour in cups and its yeast by weight (the kitchen's swap), the rest as
     * cooks write it. Esencia de vainilla stays in no seeded recipe: product-recipes.spec.ts links it.
     */
    private static function cake(): array
    {
        return [[
            'name' => '',
            'ingredients' => [
                ['isProduct' => true, 'product' => ['id' => 1, 'name' => 'Harina leudante'], 'product_id' => 1, 'qty' => '2 tazas'],
                ['name' => 'Azúcar', 'qty' => '1 taza', 'isProduct' => false],
                ['name' => 'Ricota', 'qty' => '500 g', 'isProduct' => false],
                ['name' => 'Huevos', 'qty' => '3', 'isProduct' => false],
                ['isProduct' => true, 'product' => ['id' => 2, 'name' => 'Levadura seca'], 'product_id' => 2, 'qty' => '10 g'],
            ],
        ]];
    }

    /** The later recipes' ingredients, the filling's dulce de leche chosen from the product list. */
    private static function withDulceDeLeche(): array
    {
        $groups = LegacyRecipe::FILLED_INGREDIENTS;
        $groups[1]['ingredients'][0] = ['isProduct' => true, 'product' => ['id' => 5, 'name' => 'Dulce de leche repostero'], 'product_id' => 5, 'qty' => '200 g'];

        return $groups;
    }
}
