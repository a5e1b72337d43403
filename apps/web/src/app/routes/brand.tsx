import { Navigate, useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { Section } from '@/components/section';
import { useBranchList } from '@/features/branches/api/get-branch-list';
import { BranchList } from '@/features/branches/components/branch-list';
import { BrandHeader, StoreHeroSkeleton } from '@/features/branches/components/brand-header';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useCustomerPosition } from '../customer-position';
import './screens.css';

/** Spec §2 Brands: the brand and its branches. */
export default function BrandScreen() {
  const subdomain = useSubdomain();
  const { uuid } = useParams();
  const { data, isPending, error, refetch } = useBranchList(useCustomerPosition());
  const entry = data?.find((e) => e.brand.uuid === uuid);
  useDocumentTitle(entry?.brand.name);

  if (data && !entry) return <Navigate to={paths.notFound(subdomain)} replace />;
  return (
    <div className="container page stack">
      {entry ? (
        <BrandHeader brand={entry.brand} branchCount={entry.branches.length} />
      ) : error ? (
        <>
          <h1 className="page-title">Brand</h1>
          <ErrorState error={error} onRetry={() => void refetch()} />
        </>
      ) : (
        <StoreHeroSkeleton />
      )}
      {!error && (
        <Section title="Stores">
          <BranchList
            branches={entry?.branches}
            isPending={isPending}
            error={null}
            linkFor={(b) => paths.store(subdomain, b.uuid, b.brand_uuid)}
            emptyTitle="This brand has no stores open to the public yet."
          />
        </Section>
      )}
    </div>
  );
}
