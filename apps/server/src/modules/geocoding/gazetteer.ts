/**
 * The offline geocoder, the default (DESIGN §5): Philippine cities, municipalities and towns with
 * their coordinates, searched in memory. No network, no account; `GEOCODER_URL` swaps in a real one.
 */
import type { Geocoder, Place, Position } from './geocoder';
import { isInPhilippines } from './geocoder';
import { baseName, normalize } from './normalize';
import { type GazetteerPlace, loadPhilippinePlaces } from './ph-places';

type Entry = GazetteerPlace & {
  nameKey: string;
  /** The name without 'City' ('Quezon City' → 'quezon'), so 'quezon' finds the city first. */
  baseKey: string;
  nameWords: string[];
  labelWords: string[];
};

export type GazetteerIndex = Entry[];

export function buildIndex(places: GazetteerPlace[]): GazetteerIndex {
  return places.map((p) => {
    const nameKey = normalize(p.name);
    return {
      ...p,
      nameKey,
      baseKey: baseName(p.name),
      nameWords: nameKey.split(' '),
      labelWords: normalize(p.label).split(' '),
    };
  });
}

/**
 * How well a place matches, lower is better, null for no match: the name itself, then names that
 * start with the query, then names with a word for each word typed ('san jose'), then the same over
 * the province too ('quezon isabela').
 */
function matchTier(entry: Entry, query: string, words: string[]): number | null {
  if (entry.nameKey === query || entry.baseKey === query) return 0;
  if (entry.nameKey.startsWith(query)) return 1;
  const everyWordStarts = (candidates: string[]) => words.every((w) => candidates.some((c) => c.startsWith(w)));
  if (everyWordStarts(entry.nameWords)) return 2;
  if (everyWordStarts(entry.labelWords)) return 3;
  return null;
}

const toPlace = ({ label, lat, lng }: Entry): Place => ({ label, lat, lng });

/** Best matches first; within a tier, bigger places first (population), then by label. */
export function searchIndex(index: GazetteerIndex, query: string, limit: number): Place[] {
  const q = normalize(query);
  if (!q) return [];
  const words = q.split(' ');
  const matches: { entry: Entry; tier: number }[] = [];
  for (const entry of index) {
    const tier = matchTier(entry, q, words);
    if (tier !== null) matches.push({ entry, tier });
  }
  matches.sort(
    (a, b) => a.tier - b.tier || b.entry.population - a.entry.population || a.entry.label.localeCompare(b.entry.label),
  );
  return matches.slice(0, limit).map((m) => toPlace(m.entry));
}

/** The place nearest to a position in the Philippines; null outside it. */
export function nearestInIndex(index: GazetteerIndex, position: Position): Place | null {
  if (!isInPhilippines(position) || index.length === 0) return null;
  // Over a few kilometres an equirectangular distance orders places as the great circle does.
  const cos = Math.cos((position.lat * Math.PI) / 180);
  let best: Entry | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of index) {
    const d = (entry.lat - position.lat) ** 2 + ((entry.lng - position.lng) * cos) ** 2;
    if (d < bestDistance) {
      best = entry;
      bestDistance = d;
    }
  }
  return best && toPlace(best);
}

/**
 * The gazetteer as a Geocoder. Its data loads once, on the first call or on `warm` (about half a
 * second, many seconds on a busy machine); a failed load is tried again on the next call.
 */
export function createGazetteerGeocoder(
  load: () => Promise<GazetteerPlace[]> | GazetteerPlace[] = loadPhilippinePlaces,
): Geocoder {
  let index: Promise<GazetteerIndex> | undefined;
  const getIndex = () => {
    index ??= Promise.resolve()
      .then(load)
      .then(buildIndex)
      .catch((error: unknown) => {
        index = undefined;
        throw error;
      });
    return index;
  };
  return {
    search: async (query, limit) => searchIndex(await getIndex(), query, limit),
    reverse: async (position) => nearestInIndex(await getIndex(), position),
    warm: async () => {
      await getIndex();
    },
  };
}
