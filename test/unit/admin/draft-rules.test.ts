import { canonicalText, serverFingerprint } from '../../../src/admin/shared/drafts/hash';
import { draftScope } from '../../../src/admin/shared/drafts/key';
import { judgeDraft } from '../../../src/admin/shared/drafts/rules';
import { DRAFT_MAX_AGE_MS, readDraft, saveDraft, sweepDrafts, type DraftRecord } from '../../../src/admin/shared/drafts/persistence';
import { draftAge } from '../../../src/admin/shared/drafts/texts';
import { withStorageRefused } from '../storage-refused';

const server = '[{"name":"Masa","steps":[{"text":"Uno","image":"/storage/a.png"}]}]';
const edited = '[{"name":"Masa","steps":[{"text":"Uno y dos","image":"/storage/a.png"}]}]';

function record(value: string, base: string, at = Date.now()): DraftRecord {
  return { v: 1, value, base, at };
}

describe('the draft rules', () => {
  test('the server still prints what the draft began from: the draft is offered', () => {
    expect(judgeDraft(record(edited, serverFingerprint(server)), server)).toBe('offer');
  });

  test('someone saved in between: offered with the warning', () => {
    const saved = '[{"name":"Masa","steps":[{"text":"Otro","image":""}]}]';
    expect(judgeDraft(record(edited, serverFingerprint(server)), saved)).toBe('server-changed');
  });

  test("the server prints the draft (a save, or Laravel's old()): dropped, even spelled the PHP way", () => {
    expect(judgeDraft(record(edited, serverFingerprint(server)), edited)).toBe('same');
    const php = '[{"steps":[{"image":"\\/storage\\/a.png","text":"Uno y dos"}],"name":"Masa"}]';
    expect(judgeDraft(record(edited, serverFingerprint(server)), php)).toBe('same');
    expect(canonicalText(php)).toBe(canonicalText(edited));
  });

  test('the fingerprint of the starting value ignores spelling, not content', () => {
    expect(serverFingerprint('{"a":"\\u00e1","b":1}')).toBe(serverFingerprint('{"b":1,"a":"á"}'));
    expect(serverFingerprint('{"a":"á"}')).not.toBe(serverFingerprint('{"a":"a"}'));
    expect(serverFingerprint('/storage/a.png')).not.toBe(serverFingerprint('/storage/b.png'));
  });

  test('a draft is named by the page, the form action and the field', () => {
    document.body.innerHTML = '<form action="/admin/posts/1"></form><form></form>';
    const [withAction, without] = [...document.forms];
    expect(draftScope(withAction ?? null, 'steps')).toBe('["","/admin/posts/1","steps"]');
    expect(draftScope(without ?? null, 'steps')).toBe('["/","","steps"]');
    expect(draftScope(null, 'image')).toBe('["/","","image"]');
  });

  test('how long ago, in Spanish', () => {
    expect(draftAge(20_000)).toBe('hace menos de un minuto');
    expect(draftAge(12 * 60_000 + 5_000)).toBe('hace 12 minutos');
    expect(draftAge(60_000)).toBe('hace 1 minuto');
    expect(draftAge(3 * 3_600_000)).toBe('hace 3 horas');
    expect(draftAge(2 * 86_400_000)).toBe('hace 2 días');
  });
});

describe('the drafts kept', () => {
  // No page globals here: the drafts are the guest's.
  const key = 'site-widgets:draft:guest:["","/admin/posts/1","steps"]';

  test('a draft expires 30 days after its last change, and the sweep removes it', () => {
    const now = Date.now();
    expect(saveDraft(key, record(edited, 'x', now - DRAFT_MAX_AGE_MS + 60_000))).toBe('saved');
    expect(readDraft(key, now)?.value).toBe(edited);
    expect(readDraft(key, now + 120_000)).toBeNull();
    localStorage.setItem('site-widgets:draft:guest:other', 'not json');
    localStorage.setItem('unrelated', 'kept');
    expect(sweepDrafts(now + 120_000)).toBe(2);
    expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  test("the sweep also removes other users' drafts and those from before keys named the user, fresh as they are", () => {
    const now = Date.now();
    const fresh = JSON.stringify(record(edited, 'x', now));
    const users = 'site-widgets:draft:7:["","/admin/posts/1","steps"]';
    for (const other of [users, 'site-widgets:draft:["","/admin/posts/1","steps"]', 'site-widgets:draft:guests:["/","","steps"]'])
      localStorage.setItem(other, fresh);
    localStorage.setItem(key, fresh);
    expect(sweepDrafts(now)).toBe(3);
    expect(Object.keys(localStorage)).toEqual([key]);
    window.SiteWidgets = { user: { id: 7 } };
    try {
      localStorage.setItem(users, fresh);
      expect(sweepDrafts(now)).toBe(1);
      expect(Object.keys(localStorage)).toEqual([users]);
    } finally {
      delete window.SiteWidgets;
    }
  });

  test('a record of another format reads as no draft', () => {
    localStorage.setItem(key, JSON.stringify({ v: 2, value: edited, base: 'x', at: Date.now() }));
    expect(readDraft(key, Date.now())).toBeNull();
  });

  test('storage full: expired drafts make room once; with none to remove it says "full", never throws', () => {
    const now = Date.now();
    const old = 'site-widgets:draft:guest:old';
    localStorage.setItem(old, JSON.stringify(record('[]', 'x', now - DRAFT_MAX_AGE_MS - 1)));
    const realSetItem = Storage.prototype.setItem;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, name: string, value: string) {
      if (this.getItem(old) !== null) throw new DOMException('quota', 'QuotaExceededError');
      realSetItem.call(this, name, value);
    });
    expect(saveDraft(key, record(edited, 'x', now))).toBe('saved');
    expect(localStorage.getItem(old)).toBeNull();
    setItem.mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(saveDraft(key, record(edited, 'y', now))).toBe('full');
  });

  test('storage refused altogether: no draft read, "unavailable" written, nothing thrown', () => {
    withStorageRefused(() => {
      expect(readDraft(key, Date.now())).toBeNull();
      expect(saveDraft(key, record(edited, 'x'))).toBe('unavailable');
      expect(sweepDrafts(Date.now())).toBe(0);
    });
  });
});
