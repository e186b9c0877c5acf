import { logError } from '../base/log';
import { pageLoaded } from './base/page-loaded';
import { strategyOf } from './load';
import type { WidgetDefinition, WidgetLoader, WidgetLoaders } from './widget';

/**
 * The part of the runtime every page downloads: it finds placeholders and claims each
 * once. Everything that mounts (React, the widget's code, the error reporter) is
 * imported when the first placeholder is claimed, so a page without widgets pays
 * for this file only.
 */
const WIDGET_ATTRIBUTE = 'data-widget-name';
const WIDGET_SELECTOR = `[${WIDGET_ATTRIBUTE}]`;

const loaders = new Map<string, WidgetLoader>();
/**
 * Placeholders being handled (waiting, loading, mounted or failed): each is handled once.
 * Each keeps what forgets it in its loading strategy, should it leave the page (nothing,
 * for one that loaded at once).
 */
const claimed = new Map<Element, () => void>();
/** Placeholders whose name no entry has registered yet (see `scheduleUnknownReport`). */
const unknown = new Set<Element>();
/** Reported as unknown: not reported again, but still claimed by a later registration. */
const reported = new WeakSet<Element>();
const definitions = new Map<string, Promise<WidgetDefinition>>();
let mountModule: typeof import('./mount') | null = null;

export function registerLoaders(entries: WidgetLoaders): void {
  for (const [name, loader] of Object.entries(entries)) loaders.set(name, loader);
}

/** Claims every placeholder in `root` (the root itself included). */
export function mountWithin(root: ParentNode): void {
  if (root instanceof Element && root.matches(WIDGET_SELECTOR)) void claim(root);
  for (const element of root.querySelectorAll(WIDGET_SELECTOR)) void claim(element);
}

/**
 * Starts the downloads the placeholders in `root` will need (the mounter with React, each
 * widget's code), all at once, before anything waits for the host (`SiteWidgets.ready`);
 * claiming later finds them on their way. A failure here is left to the claim to report.
 */
export function prefetchWithin(root: ParentNode): void {
  let any = false;
  for (const element of root.querySelectorAll(WIDGET_SELECTOR)) {
    const name = widgetName(element);
    const loader = loaders.get(name);
    if (loader === undefined || claimed.has(element) || strategyOf(element)) continue;
    any = true;
    download(name, loader).catch(() => {});
  }
  if (any && mountModule === null) import('./mount').catch(() => {});
}

/** A widget's code, downloaded once per name (a failed download is tried again next time). */
function download(name: string, loader: WidgetLoader): Promise<WidgetDefinition> {
  let definition = definitions.get(name);
  if (definition === undefined) {
    definition = loader().then((module) => module.default);
    definition.catch(() => definitions.delete(name));
    definitions.set(name, definition);
  }
  return definition;
}

function widgetName(element: Element): string {
  return element.getAttribute(WIDGET_ATTRIBUTE) ?? '';
}

async function claim(element: Element): Promise<void> {
  if (claimed.has(element)) return;
  const name = widgetName(element);
  const loader = loaders.get(name);
  if (loader === undefined) {
    if (reported.has(element)) return;
    unknown.add(element);
    scheduleUnknownReport();
    return;
  }
  const thisClaim = () => {};
  claimed.set(element, thisClaim);
  unknown.delete(element);
  const strategyLoader = strategyOf(element);
  if (strategyLoader) {
    element.setAttribute('data-widget-state', 'deferred');
    // A strategy that did not download would leave the widget out: it loads at once instead.
    const strategy = await strategyLoader().then(
      (module) => module.default,
      (error: unknown) => logError('a loading strategy did not download; loading at once', error),
    );
    // Forgotten while its strategy downloaded (it left the page): a later claim, if any, goes on alone.
    if (claimed.get(element) !== thisClaim) return;
    if (strategy) await new Promise<void>((load) => claimed.set(element, strategy(element, load)));
  }
  element.setAttribute('data-widget-state', 'loading');
  // Both downloads start now, side by side: the widget's code, and the mounter with React.
  const definition = download(name, loader);
  let mounted = false;
  try {
    mountModule ??= await import('./mount');
    mounted = await mountModule.mount(element, name, definition);
  } catch (error) {
    // The runtime's own chunk did not download: nothing else can report it.
    logError(`"${name}" could not load the widget runtime`, error);
    element.setAttribute('data-widget-state', 'error');
  }
  // A failed download may succeed on a later scan; a placeholder that left the page may come back.
  if (!mounted) claimed.delete(element);
}

/** Forgets placeholders that left the document (a move is not a removal). */
export function unmountDetached(): void {
  for (const [element, forget] of claimed) {
    if (element.isConnected) continue;
    claimed.delete(element);
    forget();
    mountModule?.unmount(element);
  }
}

let reportScheduled = false;

/**
 * Placeholders naming no registered widget are reported once every entry the page's
 * markup loads has run: entries (public, admin) are separate scripts, and the one that
 * knows the name may arrive later than the one that scanned first (a slow response, the
 * other order). One that registers even later (added by a script, a slow CDN) still
 * claims the placeholder: `start` scans again, and a reported placeholder is not claimed.
 */
function scheduleUnknownReport(): void {
  if (reportScheduled) return;
  reportScheduled = true;
  void pageLoaded().then(() =>
    setTimeout(() => {
      reportScheduled = false;
      reportUnknown();
    }, 0),
  );
}

function reportUnknown(): void {
  const names = [...loaders.keys()].join(', ') || 'none';
  for (const element of unknown) {
    unknown.delete(element);
    if (!element.isConnected || loaders.has(widgetName(element)) || claimed.has(element)) continue;
    reported.add(element);
    const name = widgetName(element);
    const error = new Error(`no widget is called "${name}" (known: ${names})`);
    void import('./report').then(({ reportFailure }) => {
      // An entry may have registered the name while the reporter downloaded.
      if (!claimed.has(element)) reportFailure(element, { widget: name, phase: 'unknown-widget', error });
    });
  }
}
