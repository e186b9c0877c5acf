import './tabs.css';
import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { isPlainClick } from './plain-click';
import { useRowScroll } from './use-row-scroll';

export interface TabItem<K extends string | number> {
  id: K;
  label: string;
}

interface Props<K extends string | number> {
  tabs: readonly TabItem<K>[];
  selected: K;
  /** A tab chosen: clicked (or Enter, Space), or reached with the arrow keys, Home or End (`keyboard`). */
  onSelect: (id: K, via: 'click' | 'keyboard') => void;
  /**
   * Each tab's address (the listing's state in the URL): the tabs are links (`<a role="tab"
   * href>`), so Ctrl/Cmd or middle click opens the tab's state in a new browser tab; a plain
   * click selects it here.
   */
  hrefOf?: (id: K) => string;
  /** The tab list's accessible name. */
  label: string;
  /** The one panel, showing the selected tab's content. */
  children: ReactNode;
  panelRef?: Ref<HTMLDivElement>;
  panelClassName?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex); Left/Right
 * move and select (wrapping), Home/End go to the first and last tab. A single tabpanel
 * is labelled by the selected tab. The list scrolls sideways rather than wrapping, so
 * tabs that arrive with the data never push the page down; a faded edge shows there is
 * more, and the selected tab is scrolled into the row whenever it changes (click, arrow
 * keys, a restored state).
 */
export function Tabs<K extends string | number>({ tabs, selected, onSelect, hrefOf, label, children, panelRef, panelClassName = '' }: Props<K>) {
  const base = useId();
  const buttons = useRef(new Map<K, HTMLElement>());
  const selectedIndex = Math.max(
    tabs.findIndex((tab) => tab.id === selected),
    0,
  );
  // By position: ids of tag names would hold spaces, which break aria-labelledby.
  const tabId = (index: number) => `${base}tab-${index}`;
  const panelId = `${base}panel`;
  const selectedId = tabs[selectedIndex]?.id;
  const { listRef, edges } = useRowScroll(
    () => (selectedId === undefined ? null : (buttons.current.get(selectedId) ?? null)),
    `${String(selectedId)}|${tabs.length}`,
  );

  function move(index: number) {
    const count = tabs.length;
    if (count === 0) return;
    const tab = tabs[((index % count) + count) % count];
    if (tab === undefined) return;
    buttons.current.get(tab.id)?.focus();
    if (tab.id !== selected) onSelect(tab.id, 'keyboard');
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => buttons.current.get(tab.id) === event.target);
    if (current === -1) return;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  }

  return (
    <div className="sw-tabs">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={`nav nav-pills sw-tabs__list${edges.start ? ' sw-tabs__list--more-start' : ''}${edges.end ? ' sw-tabs__list--more-end' : ''}`}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          const common = {
            ref: (element: HTMLElement | null) => {
              if (element === null) buttons.current.delete(tab.id);
              else buttons.current.set(tab.id, element);
            },
            role: 'tab',
            id: tabId(index),
            className: `nav-link sw-tabs__tab${isSelected ? ' active' : ''}`,
            'aria-selected': isSelected,
            'aria-controls': panelId,
            tabIndex: isSelected ? 0 : -1,
          } as const;
          if (hrefOf !== undefined) {
            return (
              <a
                key={String(tab.id)}
                {...common}
                href={hrefOf(tab.id)}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  if (tab.id !== selected) onSelect(tab.id, 'click');
                }}
                onKeyDown={(event) => {
                  // Space chooses a tab as it presses a button (a link only knows Enter).
                  if (event.key !== ' ') return;
                  event.preventDefault();
                  if (tab.id !== selected) onSelect(tab.id, 'click');
                }}
              >
                {tab.label}
              </a>
            );
          }
          return (
            <button
              key={String(tab.id)}
              {...common}
              type="button"
              onClick={() => {
                if (tab.id !== selected) onSelect(tab.id, 'click');
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        ref={panelRef}
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabs.length === 0 ? undefined : tabId(selectedIndex)}
        tabIndex={-1}
        className={`sw-tabs__panel ${panelClassName}`.trim()}
      >
        {children}
      </div>
    </div>
  );
}
