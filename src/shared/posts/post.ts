import type { PostCard } from '../api/posts';

export function isVideo(post: Pick<PostCard, 'type'>): boolean {
  return post.type === 'video';
}

/** The post's category name: `tag.name`, else the first of `tags`. */
export function tagName(post: Pick<PostCard, 'tag' | 'tags'>): string | null {
  return post.tag?.name ?? post.tags[0]?.name ?? null;
}
