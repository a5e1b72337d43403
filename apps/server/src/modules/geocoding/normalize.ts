/** 'Las Piñas' → 'las pinas': case, accents and punctuation do not matter when matching place names. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'Quezon City' → 'quezon', 'City of Manila' → 'manila': the name a customer types. */
export const baseName = (text: string) =>
  normalize(text)
    .replace(/^city of /, '')
    .replace(/ city$/, '');
