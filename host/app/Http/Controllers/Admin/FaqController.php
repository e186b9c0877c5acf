<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Page;
use Illuminate\Http\Request;

class FaqController extends Controller
{
    public function edit()
    {
        return view('admin.faq.edit', ['faqs' => Page::named('faq')->custom_content ?? []]);
    }

    public function update(Request $request)
    {
        $data = $request->validate(['custom_content' => 'required|json']);

        Page::named('faq')->update(['custom_content' => json_decode($data['custom_content'], true)]);

        return redirect()->route('admin.faq.edit')->with('status', 'Preguntas guardadas.');
    }
}
