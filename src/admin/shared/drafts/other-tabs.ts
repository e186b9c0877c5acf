import { TAB_PREFIX } from './key';
import { localStore } from './storage';

type Kind = 'hello' | 'here' | 'bye';

interface TabMessage {
  readonly tab: string;
  readonly kind: Kind;
}

function readMessage(raw: string | null): TabMessage | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const tab: unknown = Reflect.get(parsed, 'tab');
    const kind: unknown = Reflect.get(parsed, 'kind');
    return typeof tab === 'string' && (kind === 'hello' || kind === 'here' || kind === 'bye') ? { tab, kind } : null;
  } catch {
    return null;
  }
}

function newTabId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Tells whether another tab has the same field open, through the `storage` event (it
 * fires in every other tab of the origin, never in the writer). A tab that opens the
 * field says `hello`, the tabs that have it answer `here`, and a tab that leaves says
 * `bye`. Each message is written and removed at once: nothing stays in storage.
 */
export function watchOtherTabs(scope: string, onChange: (open: boolean) => void): () => void {
  const store = localStore();
  if (store === null) return () => {};
  const key = `${TAB_PREFIX}${scope}`;
  const me = newTabId();
  const others = new Set<string>();
  const post = (kind: Kind) => {
    try {
      store.setItem(key, JSON.stringify({ tab: me, kind, at: Date.now() }));
      store.removeItem(key);
    } catch {
      // Full or refused: the other tabs are simply not told.
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.storageArea !== store) return;
    const message = readMessage(event.newValue);
    if (message === null || message.tab === me) return;
    const before = others.size;
    if (message.kind === 'bye') others.delete(message.tab);
    else others.add(message.tab);
    if (message.kind === 'hello') post('here');
    if (others.size !== before) onChange(others.size > 0);
  };
  const onPageHide = () => post('bye');
  // Back from the back-forward cache: the page is open again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) post('hello');
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  post('hello');
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    post('bye');
  };
}
