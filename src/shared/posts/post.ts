import type { PostCard } from '../api/posts';

export function isVideo(post: Pick<PostCard, 'type'>): boolean {
  return post.type === 'video';
}

/** The post's category name: `tag.name`, else the first of `tags`. */
export function tagName(post: Pick<PostCard, 'tag' | 'tags'>): string | null {
  return post.tag?.name ?? post.tags[0]?.name ?? null;
}

/**
 * A card detail (cooking time, commensals, duration) as the card prints it: trimmed, or
 * null when there is nothing to print. Only white space is nothing too: its line would
 * read 'cocción:' (or '  porciones') with nothing to say.
 */
export function detailText(value: string | number | null | undefined): string | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? null : text;
}
