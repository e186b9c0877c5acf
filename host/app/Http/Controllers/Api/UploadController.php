<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;
use SiteWidgets\Laravel\Upload\RefusedImage;
use SiteWidgets\Laravel\Upload\Reencoder;
use SiteWidgets\Laravel\Upload\UploadFolders;
use SiteWidgets\Laravel\Upload\WholeFile;

class UploadController extends Controller
{
    /**
     * POST /api/upload_images/{path}: one image (field `image`), stored on the public disk
     * under {path}; the uploader reads `url`. Serve PHP with upload_max_filesize and
     * post_max_size above the 5 MB rule, or PHP drops bigger files before this runs.
     *
     * What is stored is the server's own file (`Reencoder`): the picture alone, upright,
     * written again by GD, its type and extension read from its bytes; a refusal (too large,
     * unreadable, an animated WebP) is a 422 on `image` in the editor's words. The public disk
     * is a local one (the app servers share its folder: docs/laravel-host.md, "Production").
     */
    public function store(Request $request, string $path)
    {
        // Before the file is looked at: a folder no page uploads to is no address, and nothing is created.
        abort_unless(UploadFolders::fromConfig()->allows($path), 404);

        $request->validate(['image' => 'required|image|mimes:png,gif,jpeg,webp|max:5120']);

        try {
            $image = Reencoder::reencode($request->file('image')->get());
        } catch (RefusedImage $refused) {
            throw ValidationException::withMessages(['image' => $refused->getMessage()]);
        }

        // The name is random, as `store()` names files: never the client's. Written whole or not
        // at all (a full disk leaves no part of it): 507 then, which the uploader says in Spanish.
        $disk = Storage::disk('public');
        $stored = $path.'/'.Str::random(40).'.'.$image->type->extension();
        if (! WholeFile::write($disk->path($stored), $image->bytes)) {
            return response()->json(['message' => 'No hay lugar para guardar la imagen.'], 507);
        }

        return ['url' => $disk->url($stored)];
    }
}
