<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\UpdateFaqRequest;
use App\Models\Page;
use SiteWidgets\Laravel\Html\Sanitizer;

class FaqController extends Controller
{
    public function edit()
    {
        $page = Page::named('faq');

        return view('admin.faq.edit', ['page' => $page, 'faqs' => $page->custom_content ?? []]);
    }

    public function update(UpdateFaqRequest $request)
    {
        $page = Page::named('faq');
        $posted = $request->values()['custom_content'];
        $request->saveRevision($page, function () use ($page, $posted) {
            // Untouched, it stays byte for byte as it was; edited, every answer is stored clean.
            if ($posted !== $page->custom_content) {
                $page->fill(['custom_content' => self::clean($posted)])->save();
            }
        });

        return redirect()->route('admin.faq.edit')->with('status', 'Preguntas guardadas.');
    }

    /** Each answer's HTML through the bundle's allow-list; the rest of each entry as it is (a restored revision too). */
    public static function clean(array $entries): array
    {
        return array_map(function ($entry) {
            if (is_array($entry) && isset($entry['content']) && is_string($entry['content'])) {
                $entry['content'] = Sanitizer::clean($entry['content']);
            }

            return $entry;
        }, $entries);
    }
}
