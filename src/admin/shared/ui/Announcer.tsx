import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** Says what just happened (a move, an undo) to screen readers, through one polite live region. */
export function Announcer({ children }: { readonly children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', serial: 0 });
  // The serial alternates a trailing no-break space, so the same sentence twice in a row (two moves up) is still a change to announce.
  const announce = useCallback((text: string) => setMessage((previous) => ({ text, serial: previous.serial + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" className="visually-hidden">
        {message.text === '' ? '' : `${message.text}${message.serial % 2 === 0 ? '\u00a0' : ''}`}
      </div>
    </AnnounceContext.Provider>
  );
}

export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}
