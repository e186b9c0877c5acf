<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Hit;
use Illuminate\Http\Request;

class HitController extends Controller
{
    /**
     * POST /api/hits: a WhatsApp share. The user is the session's, not the body's
     * `user_id`: a visitor cannot log hits in someone else's name.
     */
    public function store(Request $request)
    {
        $hit = $request->validate([
            'entity' => 'required|string|max:255',
            'type' => 'required|string|max:50',
            'value' => 'required|string|max:50',
        ]);

        Hit::create($hit + ['user_id' => $request->user()?->id]);

        return response()->json(['stored' => true], 201);
    }
}
