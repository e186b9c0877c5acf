<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Distributor;

class DistributorController extends Controller
{
    /** GET /api/distributors: every distributor; the widget filters by province. */
    public function index()
    {
        return Distributor::orderBy('id')->get(['id', 'name', 'province']);
    }
}
