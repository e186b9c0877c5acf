/**
 * The four kinds of image the uploader accepts (docs/widgets/recipe-editors.md, the uploader), as the file check tells
 * them from a file's first bytes. Declared here, where what is done to each kind is decided,
 * so the preparation needs nothing from the uploader that downloads it.
 */
export type ImageKind = 'png' | 'gif' | 'jpeg' | 'webp';
