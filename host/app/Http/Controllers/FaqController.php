<?php

namespace App\Http\Controllers;

use App\Models\Page;
use App\Support\StoredContent;

class FaqController extends Controller
{
    public function __invoke()
    {
        $faqs = StoredContent::faqs(Page::named('faq')->custom_content);

        return view('pages.faq', ['faqs' => $faqs, 'faq' => $faqs[0] ?? null]);
    }
}
