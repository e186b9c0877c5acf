import path from 'node:path';

/**
 * Just enough Markdown to check the docs' links the way GitHub renders them: headings and
 * their anchors (github-slugger's rules), and the targets of inline links, images and
 * reference definitions, outside code.
 */

/** The text without fenced code blocks (their lines become empty, so line numbers stay). */
function withoutFences(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker !== undefined) {
      fence = marker;
      return '';
    }
    if (fence !== null) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      return '';
    }
    return line;
  });
}

/** A line without its code spans (`` `[a](b)` `` is no link); `keep` leaves their text in. */
function withoutCodeSpans(line: string, keep = false): string {
  return line.replace(/(`+)([\s\S]*?)\1/g, (_, _ticks: string, code: string) => (keep ? code : ''));
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading: string): string {
  const text = withoutCodeSpans(heading, true)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a page's headings; a repeated one gets `-1`, `-2`… as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

export interface Link {
  line: number;
  target: string;
}

/** Every link target of a page, outside code. */
export function links(markdown: string): Link[] {
  return withoutFences(markdown).flatMap((raw, index) => {
    const line = withoutCodeSpans(raw);
    const inline = [...line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)].map((match) => match[1] ?? '');
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(line)?.[1];
    return [...inline, ...(definition === undefined ? [] : [definition])].map((target) => ({ line: index + 1, target }));
  });
}

/** The files a check may look at: the repository's, or a sample's. */
export interface Files {
  /** A file or a folder, by its path from the root (`docs/widgets`, `README.md`). */
  exists(file: string): boolean;
  read(file: string): string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The links of `file` that lead nowhere: a relative path that names no file or folder
 * (or leaves the repository), or an `#anchor` that names no heading of the Markdown page
 * it points into. Addresses with a scheme (`https:`, `mailto:`) are not followed.
 */
export function brokenLinks(file: string, files: Files): string[] {
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (page: string) => {
    let found = anchorsOf.get(page);
    if (found === undefined) {
      found = headingAnchors(files.read(page));
      anchorsOf.set(page, found);
    }
    return found;
  };
  return links(files.read(file)).flatMap(({ line, target }) => {
    if (EXTERNAL.test(target)) return [];
    const hash = target.indexOf('#');
    const pathPart = hash === -1 ? target : target.slice(0, hash);
    const anchor = hash === -1 ? null : target.slice(hash + 1);
    const broken = (reason: string) => [`${file}:${line}: ${target} (${reason})`];
    let resolved = file;
    if (pathPart !== '') {
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathPart);
      } catch {
        return broken('malformed address');
      }
      resolved = path.posix.normalize(decoded.startsWith('/') ? decoded.slice(1) : path.posix.join(path.posix.dirname(file), decoded)).replace(/\/$/, '');
      if (resolved === '..' || resolved.startsWith('../')) return broken('outside the repository');
      if (!files.exists(resolved)) return broken('no such file');
    }
    if (anchor === null || !resolved.endsWith('.md')) return [];
    return anchors(resolved).has(anchor) ? [] : broken(`no heading with this anchor in ${resolved}`);
  });
}
