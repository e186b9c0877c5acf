import { useCallback, useId, useRef, useState, type FocusEvent } from 'react';
import { useWidget, type AttributeValues } from '../../runtime';
import type { attributes } from './attributes';
import type { PresenceAnswer, PresenceEditor } from './presence-api';
import { clockTime, joinNames, presenceTexts, sinceText } from './texts';
import { useHeartbeat } from './use-heartbeat';
import './editing-presence.css';

/** What the form's first field is, for focus after 'Editar igual'. */
const FIELD = ['input:not([type=hidden])', 'select', 'textarea', '[contenteditable="true"]', 'button'].map((tag) => `${tag}:not(:disabled)`).join(', ');

function firstField(placeholder: Element): HTMLElement | null {
  const scope = placeholder.closest('form') ?? document.body;
  for (const candidate of scope.querySelectorAll<HTMLElement>(FIELD)) if (!placeholder.contains(candidate)) return candidate;
  return null;
}

const nameOf = (editor: PresenceEditor) => (editor.name.trim() === '' ? presenceTexts.someone : editor.name);

function editingSentence(editors: readonly PresenceEditor[], noun: string, now: number): string {
  // Several: since the first of them began.
  const since = sinceText(now - Math.min(...editors.map((editor) => Date.parse(editor.since))));
  const names = joinNames(editors.map(nameOf));
  return editors.length === 1 ? presenceTexts.editingOne(names, noun, since) : presenceTexts.editingMany(names, noun, since);
}

function startedSentence(editors: readonly PresenceEditor[], noun: string): string {
  const names = joinNames(editors.map(nameOf));
  return editors.length === 1 ? presenceTexts.startedOne(names, noun) : presenceTexts.startedMany(names, noun);
}

/** What a notice is about: who was there on opening, who came later, who saved. */
type Kind = 'opening' | 'arrival' | 'saved';
const ORDER: readonly Kind[] = ['opening', 'arrival', 'saved'];
const TONE: Record<Kind, string> = { opening: 'alert-warning', arrival: 'alert-info', saved: 'alert-warning' };

/** A notice on screen: its sentence, and a key that changes with each new one (said again). */
interface Notice {
  readonly kind: Kind;
  readonly text: string;
  readonly key: number;
}

/**
 * Who else has this form open (docs/widgets/editors.md, "Who is editing"). Nothing while
 * the editor is alone. Information, never a lock: the form stays usable whatever is shown
 * or fails. One polite live region holds the notices: on opening, who is editing and since
 * when ('Editar igual' / 'Volver'); later, who started editing and who saved ('Cerrar').
 */
export function EditingPresence({ item, noun, revision, back, url, interval }: AttributeValues<typeof attributes>) {
  const { element } = useWidget();
  const id = useId();
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const dismiss = (kind: Kind) => setNotices((shown) => shown.filter((notice) => notice.kind !== kind));

  // What the answers so far said: read by the next answer only, never rendered.
  const heard = useRef<{ first: boolean; present: Set<number>; revision: number | undefined; serial: number }>({
    first: true,
    present: new Set(),
    revision,
    serial: 0,
  });

  const onAnswer = useCallback(
    ({ editors, saved: newest }: PresenceAnswer) => {
      const state = heard.current;
      const news: Notice[] = [];
      const key = (state.serial += 1);
      if (state.first) {
        state.first = false;
        if (editors.length > 0) news.push({ kind: 'opening', text: editingSentence(editors, noun, Date.now()), key });
      } else {
        const arrived = editors.filter((editor) => !state.present.has(editor.id));
        if (arrived.length > 0) news.push({ kind: 'arrival', text: startedSentence(arrived, noun), key });
      }
      state.present = new Set(editors.map((editor) => editor.id));
      // Without a revision from the page, the first answer's is where the page stands.
      if (state.revision === undefined) state.revision = newest?.revision ?? 0;
      else if (newest !== null && newest.revision > state.revision) {
        state.revision = newest.revision;
        const by = newest.by === null || newest.by.trim() === '' ? presenceTexts.someone : newest.by;
        news.push({ kind: 'saved', text: presenceTexts.saved(by, noun, clockTime(new Date(newest.at))), key });
      }
      if (news.length > 0) {
        const kinds = new Set(news.map((notice) => notice.kind));
        setNotices((shown) => [...shown.filter((notice) => !kinds.has(notice.kind)), ...news].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind)));
      }
    },
    [noun],
  );
  useHeartbeat({ element, url, item, intervalMs: interval * 1000, onAnswer });

  // Where focus was before it came into a notice: 'Cerrar' gives it back there.
  const cameFrom = useRef<HTMLElement | null>(null);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  const toForm = () => firstField(element)?.focus();
  const close = (kind: Kind) => {
    dismiss(kind);
    const target = cameFrom.current;
    if (target?.isConnected === true) target.focus();
    else toForm();
  };
  const editAnyway = () => {
    dismiss('opening');
    toForm();
  };
  const goBack = () => {
    // Back only to a page of this site; a form opened from elsewhere (a link in a mail) goes to the admin index.
    let fromHere = false;
    try {
      fromHere = new URL(document.referrer).origin === window.location.origin;
    } catch {
      // No referrer, or not a URL.
    }
    if (fromHere && window.history.length > 1) window.history.back();
    else window.location.assign(back);
  };

  return (
    <div className="sw-presence" role="status" onFocus={onFocus}>
      {notices.map(({ kind, text, key }) => (
        <div key={key} className={`alert ${TONE[kind]} sw-presence__notice sw-presence__notice--${kind}`}>
          <p className="sw-presence__text" id={`${id}-${kind}`}>
            {text}
          </p>
          <div className="sw-presence__actions">
            {kind === 'opening' ? (
              <>
                <button type="button" className="btn btn-primary sw-presence__button" aria-describedby={`${id}-${kind}`} onClick={editAnyway}>
                  {presenceTexts.editAnyway}
                </button>
                <button type="button" className="btn btn-outline-dark sw-presence__button" onClick={goBack}>
                  {presenceTexts.back}
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-outline-dark sw-presence__button" aria-describedby={`${id}-${kind}`} onClick={() => close(kind)}>
                {presenceTexts.close}
              </button>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
