<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;

class UploadController extends Controller
{
    /**
     * POST /api/upload_images/{path}: one image (field `image`), stored on the public disk
     * under {path}; the uploader reads `url`. Serve PHP with upload_max_filesize and
     * post_max_size above the 5 MB rule, or PHP drops bigger files before this runs.
     */
    public function store(Request $request, string $path)
    {
        $request->validate(['image' => 'required|image|mimes:png,gif,jpeg,webp|max:5120']);

        $stored = $request->file('image')->store($path, 'public');

        return ['url' => Storage::disk('public')->url($stored)];
    }
}
