import { converter } from '../../../runtime';
import { uploaderTexts } from './texts';

/** Which picture of a post an uploader holds (docs/widgets/recipe-editors.md, `data-media`): desktop, mobile{n}, desktop{n} or another. */
type Media = { kind: 'desktop' | 'mobile' | 'another'; n: string };

function parseMedia(raw: string): Media {
  const match = /^(desktop|mobile)(\d*)$|^(another)$/.exec(raw.trim());
  if (match === null) throw new Error('expected desktop, mobile{n}, desktop{n} or another');
  if (match[3] === 'another') return { kind: 'another', n: '' };
  return { kind: match[1] === 'mobile' ? 'mobile' : 'desktop', n: match[2] ?? '' };
}

export const media = converter<Media>({ type: 'text', words: '"desktop", "mobile{n}", "desktop{n}" or "another"' }, parseMedia);

export function mediaLabel({ kind, n }: Media): string {
  if (kind === 'mobile') return uploaderTexts.media.mobile(n);
  if (kind === 'desktop') return n === '' ? uploaderTexts.media.desktop : uploaderTexts.media.desktopN(n);
  return uploaderTexts.media.another;
}
