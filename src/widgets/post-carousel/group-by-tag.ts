import type { PostCard } from '../../shared/api/posts';
import { tagName } from '../../shared/posts/post';

export interface TagGroup {
  name: string;
  posts: PostCard[];
}

/**
 * The carousel's tabs (docs/widgets/post-listings.md): posts grouped client-side by their tag's name
 * (`tag.name`, else the first of `tags`), in the order the names first appear. Posts
 * without any tag are only under 'Todo'.
 */
export function groupByTag(posts: readonly PostCard[]): TagGroup[] {
  const groups = new Map<string, PostCard[]>();
  for (const post of posts) {
    const name = tagName(post)?.trim();
    if (!name) continue;
    const group = groups.get(name);
    if (group === undefined) groups.set(name, [post]);
    else group.push(post);
  }
  return [...groups].map(([name, grouped]) => ({ name, posts: grouped }));
}
