<?php

namespace App\Http\Resources;

/**
 * A listing's tab: a top-level tag and its sub-tags, under the legacy API's name `childrens`
 * (src/shared/api/tags.ts). Also the recipe form's category select's choices.
 *
 * @mixin \App\Models\Tag
 */
class TagResource extends ApiResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'childrens' => $this->childrens->map(fn ($child) => ['id' => $child->id, 'name' => $child->name, 'parent_id' => $child->parent_id]),
        ];
    }
}
