<?php

namespace App\Http\Resources;

/**
 * `GET /api/distributors` answers a list of these (src/shared/api/distributors.ts).
 *
 * @mixin \App\Models\Distributor
 */
class DistributorResource extends ApiResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'province' => $this->province,
            // Optional contact details (docs/widgets/catalogue.md): null when not kept.
            'locality' => $this->locality,
            'address' => $this->address,
            'phone' => $this->phone,
            'whatsapp' => $this->whatsapp,
            // Where it is, in decimal degrees (numbers, the model casts them): null when not known.
            // The widget sorts by distance in the browser ('Cerca mío'); no request carries the visitor's position.
            'lat' => $this->lat,
            'lng' => $this->lng,
            // The opening hours as stored (resources/schemas/distributor-hours.json of the host
            // package), or null when not known: the widget reads them and says what it can.
            'hours' => $this->hours,
            // The ids of the brand's products it usually has ("Dónde comprar"), or null when not said.
            'products' => $this->productIds(),
        ];
    }
}
