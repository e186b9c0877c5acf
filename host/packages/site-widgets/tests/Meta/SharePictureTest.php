<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Meta;

use Illuminate\Cache\ArrayStore;
use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Meta\ShareImage;
use SiteWidgets\Laravel\Meta\SharePicture;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Tests\Upload\Exif;
use SiteWidgets\Laravel\Tests\Upload\Gif;
use SiteWidgets\Laravel\Tests\Upload\Pictures;
use SiteWidgets\Laravel\Tests\Upload\Png;

/**
 * Meta\SharePicture: the picture a link preview shows, made with GD from a page's picture
 * (1200 × 630 cover-cropped, or smaller, never enlarged; a JPEG of at most 300 KB), once, then
 * served from the public disk; from this site's files only. (What a crawler reads through the
 * worked host: link-previews.test.ts and link-previews.spec.ts.)
 */
final class SharePictureTest extends TestCase
{
    private SiteFolders $site;

    private SharePicture $pictures;

    protected function setUp(): void
    {
        parent::setUp();
        $this->site = SiteFolders::create();
        $this->pictures = new SharePicture($this->site->disk(), 'compartir', $this->site->public(), 'http://sitio.example');
    }

    protected function tearDown(): void
    {
        $this->site->remove();
        parent::tearDown();
    }

    /** @return array<string, array{0: int, 1: int, 2: int, 3: int}> */
    public static function crops(): array
    {
        return [
            'wider than the share shape' => [2400, 1000, 1904, 1000],
            'higher than the share shape' => [800, 600, 800, 420],
            'a portrait' => [300, 1000, 300, 157],
            'the share shape' => [1200, 630, 1200, 630],
            'a pixel' => [1, 1, 1, 1],
        ];
    }

    /** @dataProvider crops */
    #[DataProvider('crops')]
    public function testCropsTheLargestPartInTheShareShape(int $width, int $height, int $cropWidth, int $cropHeight): void
    {
        $this->assertSame([$cropWidth, $cropHeight], SharePicture::crop($width, $height));
    }

    public function testCoverCropsALargePictureAroundItsCentreTo1200By630WithinTheWeight(): void
    {
        $original = Pictures::encoded('jpeg', 2400, 1000);
        $source = $this->site->onDisk('recetas/ancha.jpg', $original);

        $picture = $this->pictures->of($source);

        $this->assertNotNull($picture);
        $this->assertMatchesRegularExpression('#^/storage/compartir/[0-9a-f]{40}\.jpg$#', $picture->url);
        $this->assertSame([1200, 630, 'image/jpeg'], [$picture->width, $picture->height, $picture->type]);
        $stored = $this->stored($picture);
        $this->assertSame([1200, 630, IMAGETYPE_JPEG], array_slice((array) getimagesizefromstring($stored), 0, 3));
        $this->assertLessThanOrEqual(SharePicture::MAX_BYTES, strlen($stored));
        // The quarters are where they were: the crop is the centre's.
        $this->assertSame(['red', 'green', 'blue', 'white'], Pictures::quarterColours($stored));
        $this->assertSame($original, file_get_contents($this->site->storage().'/recetas/ancha.jpg'));
    }

    /** @return array<string, array{0: string, 1: string, 2: ?array{0: int, 1: int}}> */
    public static function smallPictures(): array
    {
        return [
            'smaller than the share size: cropped at its own size' => ['recetas/chica.jpg', Pictures::encoded('jpeg', 800, 600), [800, 420]],
            'a portrait WebP' => ['recetas/alta.webp', Pictures::encoded('webp', 300, 1000), [300, 157]],
            'the narrowest' => ['recetas/justa.jpg', Pictures::encoded('jpeg', 200, 200), [200, 105]],
            'too narrow: none' => ['recetas/mini.jpg', Pictures::encoded('jpeg', 150, 150), null],
        ];
    }

    /**
     * @dataProvider smallPictures
     *
     * @param  array{0: int, 1: int}|null  $sides
     */
    #[DataProvider('smallPictures')]
    public function testNeverEnlargesAPicture(string $name, string $bytes, ?array $sides): void
    {
        $picture = $this->pictures->of($this->site->onDisk($name, $bytes));

        if ($sides === null) {
            $this->assertNull($picture);

            return;
        }
        $this->assertNotNull($picture);
        $this->assertSame($sides, [$picture->width, $picture->height]);
        $this->assertSame([...$sides, IMAGETYPE_JPEG], array_slice((array) getimagesizefromstring($this->stored($picture)), 0, 3));
    }

    public function testPreviewsAPhonesPhotoUpright(): void
    {
        // Stored 1000 × 2000, shown turned a quarter clockwise (orientation 6): 2000 × 1000.
        $picture = $this->pictures->of($this->site->onDisk('recetas/telefono.jpg', Exif::inJpeg(Pictures::encoded('jpeg', 1000, 2000), Exif::tiff(6))));

        $this->assertNotNull($picture);
        $this->assertSame([1200, 630], [$picture->width, $picture->height]);
        $this->assertSame(['blue', 'red', 'white', 'green'], Pictures::quarterColours($this->stored($picture)));
    }

    public function testPutsATransparentPictureOnWhite(): void
    {
        $picture = $this->pictures->of($this->site->onDisk('recetas/transparente.png', Png::quarters(800, 600, 0)));

        $this->assertNotNull($picture);
        $this->assertSame([800, 420], [$picture->width, $picture->height]);
        $this->assertSame(['white', 'white', 'white', 'white'], Pictures::quarterColours($this->stored($picture)));
    }

    public function testPreviewsAGifByItsFirstFrame(): void
    {
        $picture = $this->pictures->of($this->site->onDisk('recetas/animada.gif', Gif::write(400, 210, [Gif::frame(2, 400, 210), Gif::frame(0, 400, 210)], 0)));

        $this->assertNotNull($picture);
        $this->assertSame([400, 210], [$picture->width, $picture->height]);
        $this->assertSame(['blue', 'blue', 'blue', 'blue'], Pictures::quarterColours($this->stored($picture)));
    }

    public function testWritesAPictureThatWouldWeighTooMuchAtALowerQuality(): void
    {
        // Noise: what JPEG compresses worst.
        mt_srand(7);
        $noise = imagecreatetruecolor(1600, 840);
        for ($y = 0; $y < 840; $y++) {
            for ($x = 0; $x < 1600; $x++) {
                imagesetpixel($noise, $x, $y, mt_rand(0, 0xFFFFFF));
            }
        }

        $picture = $this->pictures->of($this->site->onDisk('recetas/ruido.png', Pictures::bytes($noise, 'png')));

        $this->assertNotNull($picture);
        $this->assertSame([1200, 630], [$picture->width, $picture->height]);
        $this->assertLessThanOrEqual(SharePicture::MAX_BYTES, strlen($this->stored($picture)));
    }

    public function testMakesEachPictureOnceAndANewOneForANewImage(): void
    {
        $source = $this->site->onDisk('recetas/cambia.jpg', Pictures::encoded('jpeg', 1300, 700));
        $first = $this->pictures->of($source);
        $this->assertNotNull($first);
        $file = $this->site->storage().substr($first->url, strlen('/storage'));
        // Written long ago: a picture made again would be written now.
        touch($file, 1_000_000_000);
        clearstatcache();

        $again = $this->pictures->of($source);

        $this->assertNotNull($again);
        $this->assertSame($first->url, $again->url);
        $this->assertSame(1_000_000_000, filemtime($file));

        // The editor replaces the file: another picture, another time.
        file_put_contents($this->site->storage().'/recetas/cambia.jpg', Pictures::encoded('jpeg', 1400, 800));
        touch($this->site->storage().'/recetas/cambia.jpg', time() + 60);
        clearstatcache();
        $replaced = $this->pictures->of($source);

        $this->assertNotNull($replaced);
        $this->assertNotSame($first->url, $replaced->url);
        $this->assertSame([1200, 630], [$replaced->width, $replaced->height]);
        $this->assertFileExists($file);
    }

    public function testNamesAPictureByAHashThatSaysNothingOfItsSource(): void
    {
        $picture = $this->pictures->of($this->site->onDisk('recetas/nombre-secreto.jpg', Pictures::encoded('jpeg', 1200, 630)));

        $this->assertNotNull($picture);
        $this->assertStringNotContainsString('nombre-secreto', $picture->url);
    }

    public function testMakesAPictureFromAFileInPublic(): void
    {
        $picture = $this->pictures->of($this->site->inPublic('images/compartir.jpg', Pictures::encoded('jpeg', 1200, 630)));

        $this->assertNotNull($picture);
        $this->assertSame([1200, 630], [$picture->width, $picture->height]);
    }

    public function testReadsThisSitesAbsoluteAddressesAsItsOwnFiles(): void
    {
        $source = $this->site->onDisk('recetas/propia.jpg', Pictures::encoded('jpeg', 1200, 630));
        $own = $this->pictures->of($source);

        $this->assertNotNull($own);
        $this->assertSame($own->url, $this->pictures->of("http://sitio.example$source")?->url);
        $this->assertSame($own->url, $this->pictures->of("//sitio.example$source?v=2#x")?->url);
        $this->assertSame($own->url, $this->pictures->of("  $source?v=3  ")?->url);
    }

    /** @return array<string, array{0: ?string}> */
    public static function notThisSitesPictures(): array
    {
        return [
            "another site's address" => ['https://otro.example/storage/recetas/propia.jpg'],
            'another port' => ['http://sitio.example:8080/storage/recetas/propia.jpg'],
            'out of the disk by ..' => ['/storage/recetas/../../secreto.jpg'],
            'out of the disk by encoded dots' => ['/storage/recetas/%2e%2e/%2e%2e/secreto.jpg'],
            'a link leading out' => ['/storage/recetas/enlace.jpg'],
            'an SVG' => ['/images/recipe.svg'],
            'a page' => ['/index.php'],
            'out of public/' => ['/../.env'],
            'a missing file' => ['/storage/recetas/no-existe.jpg'],
            'a folder' => ['/storage/recetas'],
            'javascript:' => ['javascript:alert(1)'],
            'data:' => ['data:image/jpeg;base64,'.base64_encode(Pictures::encoded('jpeg', 400, 210))],
            'a backslash' => ['/storage/recetas\\propia.jpg'],
            'a NUL' => ["/storage/recetas/propia.jpg\0.png"],
            'empty' => [''],
            'none' => [null],
            'not UTF-8' => ["/\xFF\xFE"],
        ];
    }

    /** @dataProvider notThisSitesPictures */
    #[DataProvider('notThisSitesPictures')]
    public function testGivesNoneButForThisSitesFiles(?string $source): void
    {
        $this->site->onDisk('recetas/propia.jpg', Pictures::encoded('jpeg', 1200, 630));
        file_put_contents($this->site->root.'/secreto.jpg', Pictures::encoded('jpeg', 1200, 630));
        file_put_contents($this->site->root.'/.env', 'APP_KEY=secreto');
        symlink($this->site->root.'/secreto.jpg', $this->site->storage().'/recetas/enlace.jpg');
        $this->site->inPublic('images/recipe.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>');
        $this->site->inPublic('index.php', '<?php echo "hola";');

        $this->assertNull($this->pictures->of($source));
        $this->assertSame([], glob($this->site->storage().'/compartir/*.jpg') ?: []);
    }

    public function testRemembersASourceThatGivesNoPictureAndTriesItAgainOnceWrittenAgain(): void
    {
        $source = $this->site->onDisk('recetas/angosta.png', Pictures::encoded('png', 120, 400));
        $this->assertNull($this->pictures->of($source));
        $remembered = glob($this->site->storage().'/compartir/*.jpg.none') ?: [];
        $this->assertCount(1, $remembered);

        $this->assertNull($this->pictures->of($source));
        $this->assertSame($remembered, glob($this->site->storage().'/compartir/*') ?: []);

        // Written again (another time): tried again.
        file_put_contents($this->site->storage().'/recetas/angosta.png', Pictures::encoded('png', 1200, 630));
        touch($this->site->storage().'/recetas/angosta.png', time() + 60);
        clearstatcache();
        $this->assertNotNull($this->pictures->of($source));
    }

    public function testAPictureRememberedAsNoneIsNotMadeEvenFromAGoodSource(): void
    {
        $source = $this->site->onDisk('recetas/buena.jpg', Pictures::encoded('jpeg', 1200, 630));
        $made = $this->pictures->of($source);
        $this->assertNotNull($made);
        $file = $this->site->storage().substr($made->url, strlen('/storage'));
        $this->assertTrue(unlink($file));
        touch($file.'.none');

        $this->assertNull($this->pictures->of($source));
        $this->assertFileDoesNotExist($file);
    }

    public function testOneRequestMakesAPictureWhileTheOthersWaitForIt(): void
    {
        $locks = new ArrayStore;
        $pictures = new SharePicture($this->site->disk(), 'compartir', $this->site->public(), 'http://sitio.example', $locks, wait: 1);
        $source = $this->site->onDisk('recetas/compartida.jpg', Pictures::encoded('jpeg', 1300, 700));
        $name = $this->nameOf($source);

        // Another request holds the picture's lock, making it: this one waits, then shows the default.
        $other = $locks->lock("site-widgets:share-picture:compartir/$name", 30);
        $this->assertTrue($other->get());
        $this->assertNull($pictures->of($source));
        $this->assertSame([], glob($this->site->storage().'/compartir/*.jpg') ?: []);

        // Once it is released, the next one makes it, and frees the lock.
        $other->release();
        $made = $pictures->of($source);
        $this->assertNotNull($made);
        $this->assertTrue($locks->lock("site-widgets:share-picture:compartir/$name", 30)->get());
        $this->assertSame($made->url, $pictures->of($source)?->url);
    }

    public function testAPictureMadeByTheRequestWaitedForIsShownNotMadeAgain(): void
    {
        $locks = new ArrayStore;
        $pictures = new SharePicture($this->site->disk(), 'compartir', $this->site->public(), 'http://sitio.example', $locks, wait: 1);
        $source = $this->site->onDisk('recetas/esperada.jpg', Pictures::encoded('jpeg', 1300, 700));
        $made = $pictures->of($source);
        $this->assertNotNull($made);
        $file = $this->site->storage().substr($made->url, strlen('/storage'));
        touch($file, 1_000_000_000);
        clearstatcache();

        $this->assertSame($made->url, $pictures->of($source)?->url);
        $this->assertSame(1_000_000_000, filemtime($file));
    }

    /** The picture's file name for `$source`, as a first making writes it. */
    private function nameOf(string $source): string
    {
        $probe = SiteFolders::create();
        try {
            $relative = substr($source, strlen('/storage/'));
            $probe->onDisk($relative, (string) file_get_contents($this->site->storage().'/'.$relative));
            touch($probe->storage().'/'.$relative, (int) filemtime($this->site->storage().'/'.$relative));
            clearstatcache();
            $made = (new SharePicture($probe->disk(), 'compartir', $probe->public(), 'http://sitio.example'))->of($source);
            $this->assertNotNull($made);

            return basename($made->url);
        } finally {
            $probe->remove();
        }
    }

    private function stored(ShareImage $picture): string
    {
        return (string) file_get_contents($this->site->storage().substr($picture->url, strlen('/storage')));
    }
}
