<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Meta;

use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Meta\SharePicture;
use SiteWidgets\Laravel\Recipe\RecipeContent;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Tests\Upload\Pictures;
use SiteWidgets\Laravel\View\Components\PageMeta;

/**
 * `<x-site-widgets-meta>` (View\Components\PageMeta) rendered with its view, as a crawler reads the head:
 * each tag once, every address absolute, the share picture, a post's name and description, a
 * login-required post by its teaser only, hostile text escaped like every attribute. (Through
 * the worked host's Blade, with its own settings and default picture: link-previews.test.ts.)
 */
final class PageMetaTest extends TestCase
{
    /** Every tag of a page with a picture. */
    private const TAGS = [
        'meta description', 'link canonical', 'meta og:type', 'meta og:site_name', 'meta og:locale', 'meta og:title', 'meta og:description', 'meta og:url',
        'meta og:image', 'meta og:image:type', 'meta og:image:width', 'meta og:image:height', 'meta og:image:alt', 'meta twitter:card',
    ];

    private const POST = [
        'id' => 7,
        'name' => 'Pan dulce de la casa',
        'type' => 'recipe',
        'image' => '/storage/recetas/ancha.jpg',
        'login_required' => false,
        'metadata' => ['commensals' => '8', 'time' => '2 horas'],
        'tag' => ['name' => 'Panadería'],
        'steps' => [['name' => 'Masa', 'steps' => [['text' => "<p>Mezclar la <em>harina</em>\n con la levadura.</p>"], ['text' => 'Segundo paso.']]]],
    ];

    private SiteFolders $site;

    protected function setUp(): void
    {
        parent::setUp();
        $this->site = SiteFolders::create();
        $this->site->onDisk('recetas/ancha.jpg', Pictures::encoded('jpeg', 2400, 1000));
        $this->site->inPublic('images/compartir.jpg', Pictures::encoded('jpeg', 1200, 630));
        $this->site->inPublic('images/recipe.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
        $this->host([]);
    }

    protected function tearDown(): void
    {
        MinimalHost::stop();
        $this->site->remove();
        parent::tearDown();
    }

    public function testPrintsEveryTagOnceFromThePagesOwnTitleDescriptionPictureAndAddress(): void
    {
        $head = $this->render(new PageMeta(
            title: 'Recetas',
            description: '<p>Todas las recetas, <b>paso a paso</b>.</p>',
            image: '/storage/recetas/ancha.jpg',
            imageAlt: 'Panes',
            url: '/recetas?pagina=2',
        ));

        $this->assertEveryTagOnce($head);
        $this->assertSame('Todas las recetas, paso a paso.', $head->value('meta description'));
        $this->assertSame('Todas las recetas, paso a paso.', $head->value('meta og:description'));
        $this->assertSame('http://sitio.example/recetas?pagina=2', $head->value('link canonical'));
        $this->assertSame('http://sitio.example/recetas?pagina=2', $head->value('meta og:url'));
        $this->assertSame('website', $head->value('meta og:type'));
        $this->assertSame('Recetas', $head->value('meta og:title'));
        $this->assertSame('es_AR', $head->value('meta og:locale'));
        $this->assertSame('Sitio', $head->value('meta og:site_name'));
        $this->assertMatchesRegularExpression('#^http://sitio\.example/storage/compartir/[0-9a-f]{40}\.jpg$#', (string) $head->value('meta og:image'));
        $this->assertSame('image/jpeg', $head->value('meta og:image:type'));
        $this->assertSame(['1200', '630'], [$head->value('meta og:image:width'), $head->value('meta og:image:height')]);
        $this->assertSame('Panes', $head->value('meta og:image:alt'));
        $this->assertSame('summary_large_image', $head->value('meta twitter:card'));
    }

    public function testFillsWhatIsNotGivenFromThePost(): void
    {
        $head = $this->render(new PageMeta(post: self::POST));

        $this->assertEveryTagOnce($head);
        $this->assertSame('Pan dulce de la casa', $head->value('meta og:title'));
        $this->assertSame('Mezclar la harina con la levadura.', $head->value('meta description'));
        $this->assertSame('article', $head->value('meta og:type'));
        // The request's own address, without its query.
        $this->assertSame('http://sitio.example/post/7', $head->value('link canonical'));
        $this->assertSame('Pan dulce de la casa', $head->value('meta og:image:alt'));
        $this->assertSame($this->sharePicture('/storage/recetas/ancha.jpg'), $head->value('meta og:image'));
    }

    public function testPreviewsAPostWhosePictureGivesNoneWithTheSitesDefaultAndItsAlt(): void
    {
        $head = $this->render(new PageMeta(post: ['image' => '/images/recipe.svg'] + self::POST));

        $this->assertEveryTagOnce($head);
        $this->assertSame($this->sharePicture('/images/compartir.jpg'), $head->value('meta og:image'));
        // The alt says what the default picture shows, not the post's.
        $this->assertSame('Sitio: recetas, videos y productos', $head->value('meta og:image:alt'));
    }

    public function testDescribesAPostWithoutStepsByASentenceWithItsName(): void
    {
        $this->assertSame('Video: Pan dulce de la casa.', $this->render(new PageMeta(post: ['type' => 'video', 'steps' => []] + self::POST))->value('meta description'));
        $this->assertSame('Receta de Pan dulce de la casa.', $this->render(new PageMeta(post: ['steps' => []] + self::POST))->value('meta description'));
    }

    public function testDescribesAPostByItsOwnStoredDescriptionFirst(): void
    {
        $head = $this->render(new PageMeta(post: ['description' => '<p>Un pan de <b>fiesta</b>.</p>'] + self::POST));

        $this->assertSame('Un pan de fiesta.', $head->value('meta description'));
    }

    public function testReadsAModelsDescriptionOnlyWhenItsTableHasOne(): void
    {
        $post = new class () extends Model {
        };
        $post->setRawAttributes(self::POST);
        $this->assertSame('Mezclar la harina con la levadura.', $this->render(new PageMeta(post: $post))->value('meta description'));

        $post->setRawAttributes(['description' => 'La de la casa.'] + self::POST);
        $this->assertSame('La de la casa.', $this->render(new PageMeta(post: $post))->value('meta description'));
    }

    public function testDescribesALoginRequiredPostByItsTeaserOnly(): void
    {
        $head = $this->render(new PageMeta(post: ['type' => 'video', 'login_required' => true] + self::POST));

        $this->assertEveryTagOnce($head);
        $this->assertSame('Panadería · 2 h · 8 porciones. Contenido exclusivo para usuarios registrados: iniciá sesión para verlo.', $head->value('meta description'));
        $this->assertDoesNotMatchRegularExpression('/Mezclar|Segundo paso/', $head->html);
        $this->assertSame('Pan dulce de la casa', $head->value('meta og:title'));
    }

    public function testTeasesWithOnlyTheFactsThePostHas(): void
    {
        $login = 'Contenido exclusivo para usuarios registrados: iniciá sesión para verlo.';

        $this->assertSame($login, PageMeta::teaser(RecipeContent::of(['login_required' => true])));
        $this->assertSame("toda la noche · unas 8. $login", PageMeta::teaser(RecipeContent::of(['metadata' => ['time' => 'toda la noche', 'commensals' => 'unas 8']])));
        // The card's no-break spaces are plain ones in a description, as every space is.
        $this->assertSame("Panes · 1 h 30 min · 4 porciones. $login", PageMeta::teaser(RecipeContent::of(['tag' => ['name' => 'Panes'], 'metadata' => ['time' => '90 minutos', 'commensals' => 4]])));
    }

    public function testEscapesHostileNamesAndTextsLikeEveryAttribute(): void
    {
        $hostile = '"><script>alert(1)</script><meta property="og:title" content="x\' onload=\'alert(2)';
        $broken = "Pan \xFF \"dulce\" <b>";

        $page = $this->render(new PageMeta(post: ['name' => $hostile, 'steps' => [['steps' => [['text' => $hostile]]]]] + self::POST, imageAlt: $hostile));
        $invalid = $this->render(new PageMeta(post: ['name' => $broken, 'steps' => [['steps' => [['text' => $broken]]]]] + self::POST));
        $addresses = $this->render(new PageMeta(title: 'x', url: 'javascript:alert(1)', image: '" onerror="alert(1)', type: '"><script>alert(3)</script>'));

        foreach ([$page, $invalid, $addresses] as $head) {
            $this->assertNotContains('script', $head->elementNames());
            $this->assertSame(1, $head->count('meta og:title'));
            $this->assertSame([], array_filter($head->attributeNames(), static fn (string $name): bool => str_starts_with($name, 'on')));
        }
        $this->assertSame($hostile, $page->value('meta og:title'));
        $this->assertSame($hostile, $page->value('meta og:image:alt'));
        // The step's text is read as HTML: its markup is gone, its words stay.
        $this->assertSame('">', $page->value('meta description'));
        $this->assertSame("Pan \u{FFFD} \"dulce\" <b>", $invalid->value('meta og:title'));
        $this->assertSame("Pan \u{FFFD} \"dulce\"", $invalid->value('meta description'));
        $this->assertTrue(mb_check_encoding($invalid->html, 'UTF-8'));
        // An address that is no address is no canonical: the page's own is.
        $this->assertSame('http://sitio.example/post/7', $addresses->value('link canonical'));
        $this->assertSame('"><script>alert(3)</script>', $addresses->value('meta og:type'));
        $this->assertSame($this->sharePicture('/images/compartir.jpg'), $addresses->value('meta og:image'));
    }

    public function testWithoutAnyPictureThePreviewIsASummary(): void
    {
        $this->host(['site-widgets.meta.default_image' => null]);

        $head = $this->render(new PageMeta(title: 'Sin foto'));

        $this->assertSame(0, $head->count('meta og:image'));
        $this->assertSame('summary', $head->value('meta twitter:card'));
        $this->assertSame('Sin foto', $head->value('meta description'));
    }

    public function testNamesTheSiteByItsSettingElseItsBrandElseTheApplication(): void
    {
        $this->host(['site-widgets.meta.site_name' => null, 'site-widgets.brand' => 'La Marca']);
        $this->assertSame('La Marca', $this->render(new PageMeta())->value('meta og:site_name'));

        $this->host(['site-widgets.meta.site_name' => ' ', 'site-widgets.brand' => null]);
        $head = $this->render(new PageMeta());
        $this->assertSame('Aplicación', $head->value('meta og:site_name'));
        // A page with nothing of its own is titled by the site.
        $this->assertSame('Aplicación', $head->value('meta og:title'));
    }

    public function testMakesTheSitesRootAnAddressOfItsOwn(): void
    {
        $this->host([], 'http://sitio.example');

        $this->assertSame('http://sitio.example/', $this->render(new PageMeta())->value('link canonical'));
        $this->assertSame('https://cdn.example/a', $this->render(new PageMeta(url: 'https://cdn.example/a'))->value('link canonical'));
        $this->assertSame('http://otro.example/', $this->render(new PageMeta(url: '//otro.example'))->value('link canonical'));
    }

    /** @param  array<string, mixed>  $config  what this test sets otherwise */
    private function host(array $config, string $requestUrl = 'http://sitio.example/post/7?utm_source=whatsapp'): void
    {
        MinimalHost::stop();
        MinimalHost::start($this->site, $requestUrl, $config + [
            'app.name' => 'Aplicación',
            'site-widgets.brand' => null,
            'site-widgets.meta.site_name' => 'Sitio',
            'site-widgets.meta.locale' => 'es_AR',
            'site-widgets.meta.description' => null,
            'site-widgets.meta.default_image' => '/images/compartir.jpg',
            'site-widgets.meta.default_image_alt' => 'Sitio: recetas, videos y productos',
            'site-widgets.meta.share_folder' => 'compartir',
        ]);
    }

    private function render(PageMeta $meta): RenderedHead
    {
        return new RenderedHead($meta->render()->render());
    }

    /** The share picture's absolute address, as the page names it. */
    private function sharePicture(string $source): string
    {
        return 'http://sitio.example'.SharePicture::fromConfig()->of($source)?->url;
    }

    private function assertEveryTagOnce(RenderedHead $head): void
    {
        foreach (self::TAGS as $tag) {
            $this->assertSame(1, $head->count($tag), $tag);
        }
    }
}
