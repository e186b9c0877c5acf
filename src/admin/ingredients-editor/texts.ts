/** Spanish (es-AR) texts of the ingredients editor. */
export const ingredientsTexts = {
  title: 'Ingredientes',
  defaultGroupName: 'Ingredientes',
  Item: 'Ingrediente',
  addItem: 'Agregar ingrediente',
  addGroup: 'Agregar grupo de ingredientes',
  emptyGroup: 'Este grupo todavía no tiene ingredientes.',
  qty: 'Cantidad',
  name: 'Ingrediente',
  isProduct: 'Es un producto de la marca',
  product: 'Producto',
  productPlaceholder: 'Escribí para buscar…',
  noMatches: 'Ningún producto coincide.',
  more: (count: number) => `Y ${count} más: seguí escribiendo para acotar.`,
  unknownProduct: (id: string) => `Producto ${id} (no está en la lista)`,
  notInList: (typed: string, kept: string) =>
    kept === ''
      ? `«${typed}» no está en la lista. Elegí un producto de la lista.`
      : `«${typed}» no está en la lista: sigue elegido ${kept}. Elegí un producto de la lista.`,
  productsUnavailable: 'No se pudo leer la lista de productos: solo se pueden cargar ingredientes de texto libre.',
  pasteTitle: 'Pegar una lista',
  pasteLabel: 'Lista de ingredientes, uno por línea (un renglón terminado en «:» empieza un grupo)',
  pasteButton: 'Agregar ingredientes',
  pasted: (count: number, groups: number, products: number) =>
    `Se agregaron ${count} ingrediente${count === 1 ? '' : 's'}${groups > 0 ? ` y ${groups} grupo${groups === 1 ? '' : 's'}` : ''}.` +
    (products > 0 ? ` ${products} como producto${products === 1 ? '' : 's'} de la marca.` : ''),
  pasteMatches: 'Productos de la marca reconocidos',
  pasteMatchesHint: 'Se cargan como producto de la marca; destildá los que quieras dejar como texto.',
  pasteMatch: (line: string, product: string) => `«${line}» como el producto ${product}`,
  pasteEmpty: 'Pegá al menos un ingrediente.',
  pasteUnavailable: 'No se pudo cargar el pegado de listas. Revisá la conexión y volvé a abrir «Pegar una lista».',
} as const;
