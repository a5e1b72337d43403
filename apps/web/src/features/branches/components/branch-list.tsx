import type { BranchSummary } from '@storefront/contracts/organization';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { StoreIcon } from '@/components/icons';
import { LoadingRegion, placeholderKeys } from '@/components/skeleton';
import { BranchCard, BranchCardSkeleton } from './branch-card';

/** Open branches first, then closed (spec §4); stable within each group. */
export const openFirst = (branches: BranchSummary[]) =>
  [...branches].sort((a, b) => Number(b.is_open) - Number(a.is_open));

export function BranchList({
  branches,
  isPending,
  error,
  onRetry,
  linkFor,
  emptyTitle = 'No stores nearby yet.',
}: {
  branches: BranchSummary[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  linkFor: (branch: BranchSummary) => string;
  emptyTitle?: string;
}) {
  if (isPending)
    return (
      <LoadingRegion className="grid branch-grid" label="Loading stores">
        {placeholderKeys(3).map((key) => (
          <BranchCardSkeleton key={key} />
        ))}
      </LoadingRegion>
    );
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (!branches?.length) return <EmptyState title={emptyTitle} icon={<StoreIcon size={40} />} />;
  return (
    <ul className="list-reset grid branch-grid">
      {openFirst(branches).map((branch) => (
        <li key={branch.uuid}>
          <BranchCard branch={branch} to={linkFor(branch)} />
        </li>
      ))}
    </ul>
  );
}
