/**
 * The heading that says where an order goes (spec §2 "a heading with brand and branch"): 'Brand · Branch'.
 * Branch names usually repeat their brand ('Lutong Bahay - Ayala Makati' of Lutong Bahay), so a branch
 * name that starts with its brand keeps only the rest: 'Lutong Bahay · Ayala Makati', not the brand twice.
 */

/** What may sit between a brand and the rest of a branch's name: spaces, dashes, dots, colons, bars, commas. */
const SEPARATORS = /^[\s\-‐‑‒–—―·•:|,/]+/u;

/**
 * 'Brand · Branch'; when the branch name starts with the brand (ignoring case), the brand once and the
 * rest of the branch name without its leading separators; the brand alone when nothing is left. The
 * brand must end at a word's end: brand 'Kape' does not shorten branch 'Kapetolyo'.
 */
export function branchLabel(brandName: string, branchName: string): string {
  const brand = brandName.trim();
  const branch = branchName.trim();
  if (!brand) return branch;
  if (!branch) return brand;
  if (!startsWithBrand(brand, branch)) return `${brand} · ${branch}`;
  const rest = branch.slice(brand.length).replace(SEPARATORS, '');
  return rest === '' ? brand : `${brand} · ${rest}`;
}

/**
 * Whether a branch's name starts with its brand (ignoring case) as a whole word: 'Lutong Bahay - Ayala
 * Makati' of Lutong Bahay does; 'Kapetolyo' of Kape does not.
 */
export function startsWithBrand(brandName: string, branchName: string): boolean {
  const brand = brandName.trim();
  const branch = branchName.trim();
  if (!brand || branch.slice(0, brand.length).toLocaleLowerCase() !== brand.toLocaleLowerCase()) return false;
  // 'Kape' + 'tolyo': the brand is only the start of a longer word, not the branch's prefix.
  return !(/[\p{L}\p{N}]$/u.test(brand) && /^[\p{L}\p{N}]/u.test(branch.slice(brand.length)));
}
