import { render, within } from '@testing-library/react';
import * as v from 'valibot';
import { postCardSchema } from '../../../src/shared/api/posts';
import { detailText } from '../../../src/shared/posts/post';
import { PostCard } from '../../../src/shared/posts/PostCard';

const VISITOR = { userId: 7, registrationUnfinished: false };

/** A recipe card's detail lines, as read aloud (white space folded). */
function detailsOf(fields: { tiempo_coccion?: unknown; metadata?: unknown }): string[] {
  const post = v.parse(postCardSchema, { id: 5, name: 'Pan de campo', image: null, type: null, login_required: 0, tags: [], ...fields });
  const { container } = render(<PostCard post={post} layout="standard" headingLevel={3} visitor={VISITOR} />);
  const list = container.querySelector('.sw-post-card__meta');
  if (!(list instanceof HTMLElement)) throw new Error('no details list');
  return within(list)
    .queryAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim());
}

describe('a recipe card prints only the details it has', () => {
  test('cooking time, commensals and duration, trimmed', () => {
    expect(detailsOf({ tiempo_coccion: { name: ' 30 minutos ' }, metadata: { commensals: ' 6 ', time: ' 45 min ' } })).toEqual([
      'Tiempo de cocción: 30 min',
      '6 porciones',
      'Duración: 45 min',
    ]);
    expect(detailsOf({ metadata: { commensals: 1, time: null } })).toEqual(['1 porción']);
  });

  test.each([[''], ['  '], ['\n\t '], ['\u00a0']])('a cooking time, commensals or duration of only %j leaves its line out', (blank) => {
    expect(detailsOf({ tiempo_coccion: { name: blank }, metadata: { commensals: blank, time: blank } })).toEqual([]);
    expect(detailsOf({ tiempo_coccion: { name: blank }, metadata: { commensals: '4', time: '1 hora' } })).toEqual(['4 porciones', 'Duración: 1 h']);
    expect(detailsOf({ tiempo_coccion: { name: '20 min' }, metadata: { commensals: blank, time: null } })).toEqual(['Tiempo de cocción: 20 min']);
    expect(detailsOf({ tiempo_coccion: null, metadata: { commensals: '2', time: blank } })).toEqual(['2 porciones']);
  });

  test('detailText: trimmed text, or null for nothing', () => {
    expect([detailText(undefined), detailText(null), detailText(''), detailText(' \n'), detailText(' 6 '), detailText(0), detailText(12)]).toEqual([
      null,
      null,
      null,
      null,
      '6',
      '0',
      '12',
    ]);
  });
});
