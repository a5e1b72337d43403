/**
 * The Home screen's sections (spec §2): each has enable and weight; enabled ones show in ascending
 * weight. If none is enabled, whats_nearby is forced enabled with weight 1.
 */

export const HOME_SECTION_KEYS = ['categories', 'our_brands', 'about_us', 'whats_nearby'] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

export interface HomeSectionToggle {
  enable: boolean;
  weight: number;
}

export type HomeLayout = Record<HomeSectionKey, HomeSectionToggle>;

export interface HomeSection {
  key: HomeSectionKey;
  weight: number;
}

/** The sections to render, in order. Ties keep the spec's order (categories, our_brands, about_us, whats_nearby). */
export function orderHomeSections(layout: Partial<HomeLayout> | null | undefined): HomeSection[] {
  const enabled: HomeSection[] = [];
  for (const key of HOME_SECTION_KEYS) {
    const toggle = layout?.[key];
    if (toggle?.enable) enabled.push({ key, weight: Number.isFinite(toggle.weight) ? toggle.weight : 0 });
  }
  if (enabled.length === 0) return [{ key: 'whats_nearby', weight: 1 }];
  // Array.prototype.sort is stable, so equal weights keep HOME_SECTION_KEYS order.
  return enabled.sort((a, b) => a.weight - b.weight);
}
