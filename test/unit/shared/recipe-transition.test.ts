import { HERO_NAME, cardPicture, nameCardPicture, recipePath } from '../../../src/shared/page/recipe-transition';

const ORIGIN = 'http://localhost';

/** jsdom lays nothing out: every picture gets a box, on screen unless `top` says otherwise. */
function placeAt(element: Element, top: number): void {
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height: 225 });
}

function card(href: string, top = 0): HTMLElement {
  const article = document.createElement('article');
  const picture = document.createElement('img');
  placeAt(picture, top);
  const link = document.createElement('a');
  link.href = href;
  link.textContent = href;
  article.append(picture, link);
  return article;
}

const pictureOf = (article: HTMLElement) => article.querySelector('img');

afterEach(() => document.body.replaceChildren());

describe('recipePath', () => {
  it('names the recipe pages of this origin, without a trailing slash', () => {
    expect(recipePath('http://localhost/post/12', ORIGIN)).toBe('/post/12');
    expect(recipePath('/post/12/', ORIGIN)).toBe('/post/12');
    expect(recipePath('http://localhost/post/12?x=1#receta', ORIGIN)).toBe('/post/12');
  });

  it('is null for any other page, another origin or no address', () => {
    expect(recipePath('http://localhost/recetas', ORIGIN)).toBeNull();
    expect(recipePath('http://localhost/product/12', ORIGIN)).toBeNull();
    expect(recipePath('https://example.com/post/12', ORIGIN)).toBeNull();
    expect(recipePath(null, ORIGIN)).toBeNull();
    expect(recipePath(undefined, ORIGIN)).toBeNull();
    expect(recipePath('', ORIGIN)).toBeNull();
  });
});

describe('cardPicture', () => {
  it('is the picture of the card linking to the recipe, not of its neighbours', () => {
    const first = card('/post/1');
    const second = card('/post/2');
    document.body.append(first, second);
    expect(cardPicture(document, '/post/2', ORIGIN)).toBe(pictureOf(second));
  });

  it('skips a card scrolled out of sight for one on screen, and the tapped link comes first', () => {
    const away = card('/post/3', -900);
    const seen = card('/post/3', 100);
    const tapped = card('/post/3', 400);
    document.body.append(away, seen, tapped);
    expect(cardPicture(document, '/post/3', ORIGIN)).toBe(pictureOf(seen));
    expect(cardPicture(document, '/post/3', ORIGIN, tapped.querySelector('a'))).toBe(pictureOf(tapped));
  });

  it('is null when no card links there, or the card has no picture', () => {
    const bare = document.createElement('article');
    bare.innerHTML = '<a href="/post/5">Sin foto</a>';
    document.body.append(card('/post/1'), bare);
    expect(cardPicture(document, '/post/4', ORIGIN)).toBeNull();
    expect(cardPicture(document, '/post/5', ORIGIN)).toBeNull();
  });
});

describe('nameCardPicture', () => {
  it('gives the card picture the hero name and takes it off the page’s own hero', () => {
    const hero = document.createElement('img');
    hero.className = 'sw-recipe-hero';
    const target = card('/post/7');
    document.body.append(hero, target);
    expect(nameCardPicture(document, '/post/7', ORIGIN)).toBe(true);
    expect(pictureOf(target)?.style.viewTransitionName).toBe(HERO_NAME);
    expect(hero.style.viewTransitionName).toBe('none');
  });

  it('names nothing for a page that is not a recipe', () => {
    const hero = document.createElement('img');
    hero.className = 'sw-recipe-hero';
    const other = card('/post/7');
    document.body.append(hero, other);
    expect(nameCardPicture(document, recipePath('/recetas', ORIGIN), ORIGIN)).toBe(false);
    expect(pictureOf(other)?.style.viewTransitionName).toBe('');
    expect(hero.style.viewTransitionName).toBe('');
  });
});
