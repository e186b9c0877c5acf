import {
  findPostTag,
  postTags,
  recipes,
  videos,
  landings,
  products,
  productTags,
  distributors,
  provinces,
  faqs,
  hostileFaqs,
  cookbooks,
} from '../../../mocks/fixtures';

const unique = <T>(values: T[]): boolean => new Set(values).size === values.length;
const LOCAL_IMAGE = /^\/demo\/img\/[a-z]+-\d+\.svg$/;

describe('post fixtures', () => {
  it('has at least 6 parent tags with childrens and unique ids', () => {
    expect(postTags.length).toBeGreaterThanOrEqual(6);
    expect(postTags.filter((tag) => (tag.childrens ?? []).length > 0).length).toBeGreaterThanOrEqual(6);
    const ids = postTags.flatMap((tag) => [tag.id, ...(tag.childrens ?? []).map((c) => c.id)]);
    expect(unique(ids)).toBe(true);
    expect(ids).not.toContain(0);
    expect(ids).not.toContain(-1);
  });

  it('has at least 60 recipes and 60 videos with unique ids and local images', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(60);
    expect(videos.length).toBeGreaterThanOrEqual(60);
    const all = [...recipes, ...videos];
    expect(unique(all.map((post) => post.id))).toBe(true);
    expect(all.every((post) => LOCAL_IMAGE.test(post.image ?? ''))).toBe(true);
    expect(recipes.every((post) => post.type === 'receta' && post.tiempo_coccion !== null)).toBe(true);
    expect(videos.every((post) => post.type === 'video')).toBe(true);
  });

  it('gives every post its parent tag and known child tags', () => {
    for (const post of [...recipes, ...videos]) {
      const parent = post.tag?.id === undefined ? null : findPostTag(post.tag.id);
      expect(parent?.parent).toBeNull();
      for (const tag of post.tags) expect(tag.id === undefined ? null : findPostTag(tag.id)?.parent).not.toBeNull();
      expect(post.metadata).toEqual({ commensals: expect.any(Number), time: expect.any(String) });
    }
  });

  it('needs login for about a third of the videos and a few recipes', () => {
    const lockedVideos = videos.filter((post) => post.login_required).length;
    expect(lockedVideos / videos.length).toBeGreaterThan(0.28);
    expect(lockedVideos / videos.length).toBeLessThan(0.4);
    const lockedRecipes = recipes.filter((post) => post.login_required).length;
    expect(lockedRecipes).toBeGreaterThanOrEqual(2);
    expect(lockedRecipes).toBeLessThanOrEqual(8);
  });

  it('includes names with accents and ñ', () => {
    const names = recipes.map((post) => post.name);
    expect(names).toEqual(expect.arrayContaining(['Medialunas de manteca', 'Pan dulce con frutas', 'Budín de limón', 'Empanadas salteñas']));
    expect(videos.some((post) => /ñ/.test(post.name))).toBe(true);
  });

  it('has 3–4 landings with local urls', () => {
    expect(landings.length).toBeGreaterThanOrEqual(3);
    expect(landings.length).toBeLessThanOrEqual(4);
    expect(landings.every((l) => l.url.startsWith('/landing/') && LOCAL_IMAGE.test(l.image ?? ''))).toBe(true);
  });
});

describe('product fixtures', () => {
  it('has 60 products over at least 5 categories, each category a product tag, one over three pages', () => {
    expect(products).toHaveLength(60);
    expect(products.filter((p) => p.category?.id === 6).length).toBeGreaterThan(24);
    expect(unique(products.map((p) => p.id))).toBe(true);
    expect(productTags.map((t) => t.name)).toEqual(expect.arrayContaining(['Harinas', 'Premezclas', 'Levaduras', 'Margarinas', 'Rellenos']));
    const used = new Set(products.map((p) => p.category?.id));
    expect(used.size).toBeGreaterThanOrEqual(5);
    expect([...used].every((id) => productTags.some((t) => t.id === id))).toBe(true);
  });
});

describe('distributor fixtures', () => {
  it('has 86 distinct distributors over the required provinces, a few written loosely', () => {
    expect(distributors).toHaveLength(86);
    expect(unique(distributors.map((d) => d.name))).toBe(true);
    const tidy = (province: string) => province.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
    expect(distributors.filter((d) => !provinces.includes(d.province)).length).toBeGreaterThanOrEqual(5);
    const canonical = new Map(provinces.map((province) => [tidy(province), province]));
    const used = new Set(distributors.map((d) => canonical.get(tidy(d.province)) ?? d.province));
    for (const province of ['Neuquén', 'Tucumán', 'Entre Ríos', 'Buenos Aires', 'Córdoba', 'Santa Fe', 'Mendoza', 'Salta', 'Chubut', 'Misiones', 'Río Negro']) {
      expect(used).toContain(province);
    }
    expect([...used].sort()).toEqual([...provinces].sort());
  });
});

describe('faq fixtures', () => {
  it('has at least 5 per section, some without section, all with HTML content', () => {
    const professionals = faqs.filter((f) => (f.section ?? 'professionals') === 'professionals');
    const consumers = faqs.filter((f) => f.section === 'consumers');
    expect(professionals.length).toBeGreaterThanOrEqual(5);
    expect(consumers.length).toBeGreaterThanOrEqual(5);
    expect(faqs.some((f) => !('section' in f))).toBe(true);
    expect(faqs.every((f) => f.content.startsWith('<p>'))).toBe(true);
    expect(faqs.some((f) => /<(ul|ol)>/.test(f.content))).toBe(true);
    expect(faqs.some((f) => /<a href="/.test(f.content))).toBe(true);
  });

  it('has hostile items carrying script, onerror and javascript: payloads', () => {
    const contents = hostileFaqs.map((f) => f.content).join('\n');
    expect(contents).toContain('<script>window.__pwned=1</script>');
    expect(contents).toContain('<img src=x onerror="window.__pwned=1">');
    expect(contents).toContain('<a href="javascript:window.__pwned=1">clic</a>');
  });
});

describe('cookbook fixtures', () => {
  it('has 6–8 cookbooks with local images', () => {
    expect(cookbooks.length).toBeGreaterThanOrEqual(6);
    expect(cookbooks.length).toBeLessThanOrEqual(8);
    expect(cookbooks.every((c) => typeof c.image === 'string' && LOCAL_IMAGE.test(c.image))).toBe(true);
  });
});
