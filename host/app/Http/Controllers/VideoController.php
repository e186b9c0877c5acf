<?php

namespace App\Http\Controllers;

use App\Models\Post;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;
use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\Response;

/**
 * `GET /media/videos/{file}`: the site's videos, from the `videos` disk (outside public/), so
 * that a login-required post's video is kept as its page is (docs/laravel-host.md, "Security").
 * A file is sent only when a post names it (`posts.video_url`) and every post naming it is open
 * to the visitor (`Post::isOpenTo`): one login-required post locks it, whoever else names it.
 */
class VideoController extends Controller
{
    /** Letters, digits, `_`, `-`, dots between them (no `..`, no dotfile, no slash), a video's extension. */
    private const NAME = '/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.(mp4|webm)$/D';

    private const TYPES = ['mp4' => 'video/mp4', 'webm' => 'video/webm'];

    /**
     * An open video may be kept by shared caches for an hour: a post made login-required later
     * is still served by them that long. A login-required one by no cache at all (`no-store`):
     * who gets it depends on the session, which a shared cache does not see.
     */
    private const OPEN = 'public, max-age=3600';

    private const LOCKED = 'private, no-store';

    public function __invoke(Request $request, string $file): Response
    {
        abort_unless(preg_match(self::NAME, $file) === 1, 404);
        $posts = Post::where('video_url', "/media/videos/$file")->get(['id', 'login_required']);
        abort_if($posts->isEmpty(), 404);
        $locked = $posts->contains(fn (Post $post) => $post->login_required);
        // 403 for a visitor too, not the page's teaser or a redirect to the login: a <video>
        // shows neither; the post's page is where a visitor is asked to log in.
        abort_unless($posts->every(fn (Post $post) => $post->isOpenTo($request->user())), 403);

        $disk = Storage::disk('videos');
        abort_unless($disk->exists($file), 404);
        $headers = [
            'Content-Type' => self::TYPES[pathinfo($file, PATHINFO_EXTENSION)],
            'Cache-Control' => $locked ? self::LOCKED : self::OPEN,
            'X-Content-Type-Options' => 'nosniff',
        ];

        $internal = config('filesystems.disks.videos.accel_redirect');
        if (is_string($internal) && $internal !== '') {
            // nginx sends the file from its internal location (ranges, sendfile), with this
            // answer's Content-Type and Cache-Control: PHP only decides who gets it.
            return response('', 200, $headers + ['X-Accel-Redirect' => rtrim($internal, '/')."/$file"]);
        }

        // Not response()->file(): it marks the answer `public`, a login-required one too.
        // Symfony's BinaryFileResponse answers a Range with 206 (prepare(), which the router runs).
        return new BinaryFileResponse($disk->path($file), 200, $headers, false, null, false, true);
    }
}
