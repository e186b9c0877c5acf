<?php

namespace App\Http\Controllers;

use App\Models\Cookbook;
use App\Models\Page;

class HomeController extends Controller
{
    public function __invoke()
    {
        return view('pages.home', [
            'banner' => Page::named('home')->banner_data ?? [],
            'faqs' => Page::named('faq')->custom_content ?? [],
            'cookbooks' => Cookbook::orderBy('id')->limit(3)->get(['id', 'name', 'image']),
        ]);
    }
}
