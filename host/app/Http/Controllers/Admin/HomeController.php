<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Page;
use Illuminate\Http\Request;

class HomeController extends Controller
{
    public function edit()
    {
        return view('admin.home.edit', ['home' => Page::named('home')]);
    }

    public function update(Request $request)
    {
        $data = $request->validate(['banner_data' => 'required|json']);

        Page::named('home')->update(['banner_data' => json_decode($data['banner_data'], true)]);

        return redirect()->route('admin.home.edit')->with('status', 'Banner guardado.');
    }
}
