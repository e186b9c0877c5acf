<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\UpdateFaqRequest;
use App\Models\Page;
use SiteWidgets\Blade\Html\Sanitizer;

class FaqController extends Controller
{
    public function edit()
    {
        return view('admin.faq.edit', ['faqs' => Page::named('faq')->custom_content ?? []]);
    }

    public function update(UpdateFaqRequest $request)
    {
        $page = Page::named('faq');
        $posted = $request->values()['custom_content'];
        // Untouched, it stays byte for byte as it was; edited, every answer is stored clean.
        if ($posted !== $page->custom_content) {
            $page->fill(['custom_content' => array_map([$this, 'cleanAnswer'], $posted)])->save();
        }

        return redirect()->route('admin.faq.edit')->with('status', 'Preguntas guardadas.');
    }

    /** An answer's HTML through the bundle's allow-list; the rest of the entry as posted. */
    private function cleanAnswer(array $entry): array
    {
        if (isset($entry['content']) && is_string($entry['content'])) {
            $entry['content'] = Sanitizer::clean($entry['content']);
        }

        return $entry;
    }
}
