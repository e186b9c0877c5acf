<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\UpdateFaqRequest;
use App\Models\Page;

class FaqController extends Controller
{
    public function edit()
    {
        return view('admin.faq.edit', ['page' => Page::named('faq')]);
    }

    public function update(UpdateFaqRequest $request)
    {
        $page = Page::named('faq');
        $posted = $request->values()['custom_content'];
        $request->saveRevision($page, function () use ($page, $posted) {
            // Untouched, it stays byte for byte as it was; edited, every answer is stored clean.
            if ($posted !== $page->custom_content) {
                $page->fill(['custom_content' => Page::cleanAnswers($posted)])->save();
            }
        });

        return redirect()->route('admin.faq.edit')->with('status', 'Preguntas guardadas.');
    }
}
