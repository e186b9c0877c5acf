/** 'Azúcar' → 'azucar': searches ignore accents and case, as people type them. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** 'Dulce de  Leche ' → 'dulce de leche': a product's name as a typed or pasted one is compared to it. */
export function nameKey(text: string): string {
  return searchable(text).replace(/\s+/g, ' ').trim();
}
