import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { designQueryOptions } from '@/features/merchant/api/get-design';
import { settingsQueryOptions } from '@/features/merchant/api/get-settings';
import { getActiveMerchant, getHostMerchant, sameMerchant } from './merchant';

export interface KnownMerchant {
  subdomain: string;
  name: string;
  logo: string | null;
}

/**
 * The merchant a screen outside the layout (404, maintenance, errors) can point back to, if any.
 * Reads the cache only: these screens must render even when the merchant's calls fail.
 */
export function useKnownMerchant(): KnownMerchant | null {
  const { subdomain } = useParams();
  const settings = useQuery({ ...settingsQueryOptions(), enabled: false }).data;
  const design = useQuery({ ...designQueryOptions(), enabled: false }).data;
  const active = getActiveMerchant();
  const candidate = subdomain ?? active?.subdomain ?? getHostMerchant();
  if (!candidate) return null;
  if (settings && sameMerchant(settings.subdomain, candidate))
    return { subdomain: settings.subdomain, name: settings.name, logo: design?.design.logo ?? null };
  if (!subdomain && getHostMerchant()) return { subdomain: candidate, name: candidate, logo: null };
  return null;
}
