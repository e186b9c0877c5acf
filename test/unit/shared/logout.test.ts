import { DRAFTS_CLEARED_EVENT } from '../../../src/shared/drafts/clear';
import { installLogoutClearsDrafts } from '../../../src/shared/drafts/logout';
import { recipeKey } from '../../../src/shared/recipe/storage';
import { LIST_KEY } from '../../../src/shared/shopping-list/list-storage';
import { withStorageRefused } from '../storage-refused';

const DRAFTS = ['site-widgets:draft:7:["","/admin/posts/1","steps"]', 'site-widgets:draft:guest:["/","","image"]', 'site-widgets:draft:["/old","","steps"]'];

function seed(): void {
  for (const key of DRAFTS) localStorage.setItem(key, '{"v":1}');
  localStorage.setItem('site-widgets:listing', 'kept');
  localStorage.setItem('site-widgets:tab:["/","","steps"]', 'kept');
}

function draftKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith('site-widgets:draft:'));
}

function element<T extends Element>(selector: string, type: new () => T): T {
  const found = document.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`no ${selector}`);
  return found;
}

let told = 0;
const onCleared = () => {
  told += 1;
};

beforeAll(() => {
  installLogoutClearsDrafts();
  // Installed twice: still one listener, so the editors are told once.
  installLogoutClearsDrafts();
});
beforeEach(() => {
  told = 0;
  window.addEventListener(DRAFTS_CLEARED_EVENT, onCleared);
});
afterEach(() => {
  window.removeEventListener(DRAFTS_CLEARED_EVENT, onCleared);
  document.body.innerHTML = '';
});

describe('logging out clears the drafts (the public entry, every page)', () => {
  test('a form marked data-logout: its submit removes every draft, even when a host handler stops the event, and the editors are told', () => {
    document.body.innerHTML = '<form method="post" action="/logout" data-logout><button type="submit">Cerrar sesión</button></form>';
    const form = element('form', HTMLFormElement);
    // jsdom cannot navigate: the host's handler keeps the page (and stops the event from bubbling).
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      event.stopPropagation();
    });
    seed();
    element('button', HTMLButtonElement).click();
    expect(draftKeys()).toEqual([]);
    expect(localStorage.getItem('site-widgets:listing')).toBe('kept');
    expect(localStorage.getItem('site-widgets:tab:["/","","steps"]')).toBe('kept');
    expect(told).toBe(1);
  });

  test('a link marked data-logout: a click on it, or on what it holds, removes every draft', () => {
    document.body.innerHTML = '<a href="#salir" data-logout><span>Salir</span></a>';
    seed();
    element('span', HTMLSpanElement).click();
    expect(draftKeys()).toEqual([]);
    expect(told).toBe(1);
  });

  test("a button marked data-logout (a logout through the host's own script): a click removes every draft", () => {
    document.body.innerHTML = '<button type="button" data-logout>Cerrar sesión</button>';
    seed();
    element('button', HTMLButtonElement).click();
    expect(draftKeys()).toEqual([]);
    expect(told).toBe(1);
  });

  test('other forms and links, and clicks inside a logout form that do not submit it, leave the drafts alone', () => {
    document.body.innerHTML = [
      '<form id="search" action="/buscar"><input name="q" aria-label="Buscar"><button type="submit">Buscar</button></form>',
      '<a href="#recetas">Recetas</a>',
      '<form id="logout" method="post" action="/logout" data-logout><label>Motivo <input name="motivo"></label><button type="submit">Cerrar sesión</button></form>',
    ].join('');
    for (const form of document.forms) form.addEventListener('submit', (event) => event.preventDefault());
    seed();
    element('#search button', HTMLButtonElement).click();
    element('a', HTMLAnchorElement).click();
    element('#logout input', HTMLInputElement).click();
    element('#logout label', HTMLLabelElement).click();
    expect(draftKeys()).toEqual(DRAFTS);
    expect(told).toBe(0);
  });

  test("logging out also removes every recipe's kept servings and check-offs (recipe-tools) and the shopping list, nothing else", () => {
    document.body.innerHTML = '<button type="button" data-logout>Cerrar sesión</button>';
    seed();
    localStorage.setItem(recipeKey(1, 'servings'), '8');
    localStorage.setItem(recipeKey(2, 'checks'), '{"day":"2026-11-26","checked":["paso-1"]}');
    localStorage.setItem(LIST_KEY, '{"version":1,"recipes":[],"checked":[]}');
    element('button', HTMLButtonElement).click();
    expect(localStorage.getItem(recipeKey(1, 'servings'))).toBeNull();
    expect(localStorage.getItem(recipeKey(2, 'checks'))).toBeNull();
    expect(localStorage.getItem(LIST_KEY)).toBeNull();
    expect(localStorage.getItem('site-widgets:listing')).toBe('kept');
  });

  test('storage refused: nothing is thrown (the setup fails the test on any console error), the editors are still told', () => {
    withStorageRefused(() => {
      document.body.innerHTML = '<button type="button" data-logout>Cerrar sesión</button>';
      element('button', HTMLButtonElement).click();
      expect(told).toBe(1);
    });
  });
});
