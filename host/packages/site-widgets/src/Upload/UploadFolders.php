<?php

namespace SiteWidgets\Laravel\Upload;

/**
 * The folders of the public disk uploads may go to (`site-widgets.upload_folders`): the
 * `data-section` and `data-upload-path` values the host's admin pages print, and `images`,
 * the uploader's folder when a page names none. `{path}` of `POST /api/upload_images/{path}`
 * comes from whoever posts: compared whole, as written, so no other folder is ever created.
 */
final class UploadFolders
{
    /** @param  list<string>  $folders */
    public function __construct(private array $folders)
    {
    }

    public static function fromConfig(): self
    {
        return new self(array_values(array_filter((array) config('site-widgets.upload_folders', []), 'is_string')));
    }

    public function allows(string $folder): bool
    {
        return in_array($folder, $this->folders, true);
    }
}
