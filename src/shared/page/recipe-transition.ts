/**
 * The picture carried into the recipe (docs/hosting.md, "The picture carried into the recipe"):
 * a cross-document view transition between a card's picture and the recipe page's hero. The
 * hero is named by the host's stylesheet (`.sw-recipe-hero`, with the pages' opt-in), so the recipe page needs no
 * script; this names the card's picture, on the page that has the card, only while a
 * transition runs. The cards' module installs it: a listing that comes back from the
 * back/forward cache keeps the listeners it had, so `pagereveal` is heard there; a listing loaded
 * afresh has no card at its first render anyway (a plain cross-fade). Pages without cards carry none of it.
 */

/** The name the recipe's hero and the card's picture share, so the browser morphs one into the other. */
export const HERO_NAME = 'sw-recipe-hero';

/** The host's recipe (post) pages, as `postPath()` writes them. */
const RECIPE_PATH = /^\/post\/\d+\/?$/;

/** The recipe page's path (no trailing slash) `url` names on this origin; null for any other page. */
export function recipePath(url: string | null | undefined, origin: string): string | null {
  if (url === null || url === undefined || url === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || !RECIPE_PATH.test(parsed.pathname)) return null;
  return parsed.pathname.replace(/\/$/, '');
}

/** Whether some of `element` is in the viewport (a card scrolled away morphs from nowhere). */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
}

/**
 * The picture of the card (a widget's `<article>`) that links to the recipe at `path`: the
 * `preferred` link's card first (the one tapped), else the first such card on screen.
 */
export function cardPicture(root: ParentNode, path: string, origin: string, preferred: Element | null = null): HTMLImageElement | null {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('article a[href]')];
  if (preferred instanceof HTMLAnchorElement) links.unshift(preferred);
  for (const link of links) {
    if (recipePath(link.href, origin) !== path) continue;
    const picture = link.closest('article')?.querySelector('img');
    if (picture !== null && picture !== undefined && onScreen(picture)) return picture;
  }
  return null;
}

/** The elements whose name this module set, to put back when the transition is over. */
const named = new Set<HTMLElement>();

function clearNames(): void {
  for (const element of named) element.style.viewTransitionName = '';
  named.clear();
}

function setName(element: HTMLElement, name: string): void {
  element.style.viewTransitionName = name;
  named.add(element);
}

/**
 * Names the picture of the card linking to the recipe at `path`, and takes the name off this
 * page's own hero (a recipe's "more recipes"): two elements of one name would cancel the transition.
 */
export function nameCardPicture(root: ParentNode, path: string | null, origin: string, preferred: Element | null = null): boolean {
  if (path === null) return false;
  const picture = cardPicture(root, path, origin, preferred);
  if (picture === null) return false;
  for (const hero of root.querySelectorAll<HTMLElement>('.sw-recipe-hero')) setName(hero, 'none');
  setName(picture, HERO_NAME);
  return true;
}

let installed = false;

/** Once per page, from the cards' module: cheap listeners, and nothing at all where the browser has no such transitions. */
export function installRecipeTransition(): void {
  if (installed || typeof window === 'undefined' || !('onpagereveal' in window)) return;
  installed = true;
  // The link last followed: the card tapped, where the browser does not say where it goes.
  let followed: Element | null = null;
  document.addEventListener('click', (event) => {
    followed = event.target instanceof Element ? event.target.closest('a') : null;
  });
  // Leaving for a recipe: the tapped card's picture morphs into the recipe's hero.
  window.addEventListener('pageswap', (event) => {
    if (event.viewTransition === null) return;
    const to = event.activation?.entry.url ?? (followed instanceof HTMLAnchorElement ? followed.href : null);
    nameCardPicture(document, recipePath(to, location.origin), location.origin, followed);
  });
  // Back from a recipe (navigation.activation.from): the hero morphs into its card's picture.
  window.addEventListener('pagereveal', (event) => {
    clearNames();
    if (event.viewTransition === null || !('navigation' in window)) return;
    const from = recipePath(navigation.activation?.from?.url, location.origin);
    // A skipped transition (the browser's call, e.g. a page restored while hidden) rejects its
    // promises: the names go either way, and the rejection is handled here, not left to the page.
    if (nameCardPicture(document, from, location.origin)) void event.viewTransition.finished.then(clearNames, clearNames);
  });
}
