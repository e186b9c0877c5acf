import * as v from 'valibot';
import { postsResponseSchema } from '../../../src/shared/api/posts';
import { describeIssue } from '../../../src/base/schema/issues';
import { flag, id, optionalObject } from '../../../src/base/schema/laravel';
import { listOf } from '../../../src/base/schema/list';
import { read } from '../../../src/base/schema/read';

const paginator = (data: unknown[]) => ({ data, links: [{ url: null, label: '1', active: true }], next_page_url: null, current_page: 1 });

function post(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    name: 'Pan',
    image: '/pan.jpg',
    type: 'receta',
    login_required: false,
    tag: null,
    tags: [],
    metadata: null,
    tiempo_coccion: null,
    ...overrides,
  };
}

function readPosts(value: unknown) {
  const result = read(postsResponseSchema, value);
  if (!result.ok) throw new Error(describeIssue(result.issue));
  return result;
}

describe('Laravel looseness', () => {
  test('ids as numbers or numeric strings; anything else fails', () => {
    expect(v.parse(id, 12)).toBe(12);
    expect(v.parse(id, '12')).toBe(12);
    expect(v.parse(id, ' 7 ')).toBe(7);
    for (const bad of ['abc', '1.5', 1.5, -1, '', '0x1', '1e3', null, 1e23, '99999999999999999999999']) {
      expect(v.safeParse(id, bad).success).toBe(false);
    }
  });

  test('booleans as true/false, 0/1 or "0"/"1"; anything else fails', () => {
    expect([true, 1, '1'].map((value) => v.parse(flag, value))).toEqual([true, true, true]);
    expect([false, 0, '0'].map((value) => v.parse(flag, value))).toEqual([false, false, false]);
    for (const bad of ['true', 'yes', 2, null, undefined]) expect(v.safeParse(flag, bad).success).toBe(false);
  });

  test("PHP's empty array where an object is expected reads as null, as does null or absence", () => {
    const schema = v.looseObject({ metadata: optionalObject(v.looseObject({ time: v.string() })) });
    expect(v.parse(schema, { metadata: [] })).toEqual({ metadata: null });
    expect(v.parse(schema, { metadata: null })).toEqual({ metadata: null });
    expect(v.parse(schema, {})).toEqual({});
    expect(v.safeParse(schema, { metadata: [1] }).success).toBe(false);
  });

  test('a posts answer as Laravel writes it: string ids, 0/1 flags, [] objects, null fields, unknown fields kept', () => {
    const { value, skipped } = readPosts({
      tags: [{ id: '3', name: 'Salados', childrens: [{ id: '14', name: 'Empanadas', slug: 'empanadas' }], color: '#f00' }],
      landings: [],
      posts: paginator([
        post({ id: '12', login_required: 1, tag: [], metadata: [], tiempo_coccion: null, extra: { views: 4 } }),
        post({
          id: 13,
          login_required: '0',
          tag: { id: '3', name: 'Salados' },
          tags: null,
          image: null,
          type: null,
          metadata: { commensals: '6', time: null },
        }),
      ]),
      debug: 'kept',
    });
    expect(skipped).toEqual([]);
    const [first, second] = value.posts.data;
    expect(first).toMatchObject({ id: 12, login_required: true, tag: null, metadata: null, tiempo_coccion: null, extra: { views: 4 } });
    expect(second).toMatchObject({
      id: 13,
      login_required: false,
      tag: { id: 3, name: 'Salados' },
      tags: [],
      image: null,
      type: null,
      metadata: { commensals: '6', time: null },
    });
    expect(value.tags[0]).toEqual({ id: 3, name: 'Salados', childrens: [{ id: 14, name: 'Empanadas', slug: 'empanadas' }], color: '#f00' });
    expect(value.posts).toMatchObject({ current_page: 1, next_page_url: null });
    expect(value).toMatchObject({ debug: 'kept' });
  });

  test('absent landings and next_page_url read as empty and null', () => {
    const { value } = readPosts({ tags: [], posts: { data: [], links: [] } });
    expect(value.landings).toEqual([]);
    expect(value.posts.next_page_url).toBeNull();
  });
});

describe('lists that skip unreadable entries', () => {
  test('one bad entry is left out; its first problem is kept with its full path', () => {
    const result = readPosts({
      tags: [],
      landings: [],
      posts: paginator([post({ id: 1 }), post({ id: 2 }), post({ id: 3 }), post({ id: 4, name: 7 }), post({ id: 5 })]),
    });
    expect(result.value.posts.data.map((entry) => entry.id)).toEqual([1, 2, 3, 5]);
    expect(result.skipped.map((issue) => describeIssue(issue))).toEqual(['posts.data[3].name: expected a string']);
  });

  test('skipped entries of nested lists keep their paths too; readable parents stay', () => {
    const result = readPosts({
      tags: [
        {
          id: 1,
          name: 'Panificados',
          childrens: [
            { id: 8, name: 'Panes' },
            { id: 'x', name: 'Roto' },
          ],
        },
        { name: 'Sin id' },
      ],
      landings: [{ id: 1, name: 'Fiestas', image: null }],
      posts: paginator([post({ tags: [{ name: 'ok' }, { id: 2 }] })]),
    });
    expect(result.value.tags).toHaveLength(1);
    expect(result.value.tags[0]?.childrens).toEqual([{ id: 8, name: 'Panes' }]);
    expect(result.value.landings).toEqual([]);
    expect(result.value.posts.data[0]?.tags).toEqual([{ name: 'ok' }]);
    expect(result.skipped.map((issue) => describeIssue(issue))).toEqual([
      'tags[0].childrens[1].id: expected an id (a whole number)',
      'tags[1].id: missing',
      'landings[0].url: missing',
      'posts.data[0].tags[1].name: missing',
    ]);
  });

  test('an answer unusable as a whole fails with the path of its first problem', () => {
    const cases: [unknown, string][] = [
      [null, 'expected an object'],
      [{ tags: [], posts: null }, 'posts: expected an object'],
      [{ tags: {}, posts: paginator([]) }, 'tags: expected a list'],
      [{ tags: [], posts: { data: [], links: [{ url: null, label: 1, active: false }] } }, 'posts.links[0].label: expected a string'],
      [{ tags: [], posts: { links: [] } }, 'posts.data: missing'],
    ];
    for (const [value, message] of cases) {
      const result = read(postsResponseSchema, value);
      expect(result.ok ? 'read' : describeIssue(result.issue)).toBe(message);
    }
  });

  test('listOf on its own: every readable entry, and a root name for the path', () => {
    const result = read(listOf(v.looseObject({ name: v.string() })), [{ name: 'a' }, { name: null }, 'x', { name: 'b' }]);
    if (!result.ok) throw new Error('expected a read');
    expect(result.value).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(result.skipped.map((issue) => describeIssue(issue, 'data-faqs'))).toEqual([
      'data-faqs[1].name: expected a string',
      'data-faqs[2]: expected an object',
    ]);
  });

  test('describeIssue names picklists and odd keys readably', () => {
    const result = read(v.looseObject({ 'a-b': v.picklist(['professionals', 'consumers']) }), { 'a-b': 'chefs' });
    expect(result.ok ? '' : describeIssue(result.issue)).toBe('["a-b"]: expected "professionals" or "consumers"');
  });
});
