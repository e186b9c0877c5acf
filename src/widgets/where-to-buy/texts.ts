/** Where-to-buy's texts, in es-AR (voseo). */
export const whereToBuyTexts = {
  title: 'Dónde comprar',
  /** Under the title: a recipe's products, or a product page's. */
  recipeLead: 'Distribuidores que suelen tener lo que necesitás para esta receta.',
  productLead: 'Distribuidores que suelen tener este producto.',
  provinceLabel: 'Provincia',
  provincePlaceholder: 'Elegí tu provincia',
  /** Before a province or 'Cerca mío' is chosen. */
  choose: 'Elegí tu provincia o tocá «Cerca mío» para ver dónde comprar.',
  /** A row's tier: every product asked for, some of them (named), or nothing said. */
  hasAll: 'Tiene todo',
  /** A product page's: the one product asked for. */
  hasIt: 'Lo tiene',
  hasSome: (names: string) => `Tiene ${names}`,
  order: 'Pedir por WhatsApp',
  /** After 'Pedir por WhatsApp', for screen readers: "Pedir por WhatsApp a {name} (se abre en otra pestaña)". */
  orderName: (name: string) => `Pedir por WhatsApp a ${name} (se abre en otra pestaña)`,
  more: 'Ver más',
  /** "8 distribuidores en Córdoba", "86 distribuidores, del más cercano al más lejano". */
  count: (count: number, province: string | null, near: boolean) =>
    `${count} ${count === 1 ? 'distribuidor' : 'distribuidores'}${province === null ? '' : ` en ${province}`}${near ? ', del más cercano al más lejano' : ''}`,
  noneIn: (province: string) => `No hay distribuidores en ${province}.`,
  loadError: 'No pudimos cargar los distribuidores.',
  /** The message to the distributor: "Hola, ¿tienen Harina 0000 (1 kg) y Levadura seca (10 g)? Es para la receta «Pan casero» de Marca: https://…". */
  recipeMessage: (products: string, recipe: string, site: string | null, url: string) =>
    `Hola, ¿tienen ${products}? Es para la receta «${recipe}»${site === null ? '' : ` de ${site}`}: ${url}`,
  productMessage: (product: string, url: string) => `Hola, ¿tienen ${product}? ${url}`,
} as const;
