<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\UpdateHomeRequest;
use App\Models\Page;

class HomeController extends Controller
{
    public function edit()
    {
        return view('admin.home.edit', ['home' => Page::named('home')]);
    }

    public function update(UpdateHomeRequest $request)
    {
        $home = Page::named('home');
        $request->saveRevision($home, fn () => $home->fill($request->values())->save());

        return redirect()->route('admin.home.edit')->with('status', 'Banner guardado.');
    }
}
