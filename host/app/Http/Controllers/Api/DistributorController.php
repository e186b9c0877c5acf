<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Resources\DistributorResource;
use App\Queries\Catalogue;

class DistributorController extends Controller
{
    /** GET /api/distributors: every distributor; the widget filters by province. */
    public function index(Catalogue $catalogue)
    {
        return DistributorResource::collection($catalogue->distributors());
    }
}
