/** 'Azúcar' → 'azucar': searches ignore accents and case, as people type them. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}
