import { orderHomeSections } from '@storefront/domain/home-sections';
import { Section } from '@/components/section';
import { useBranchList } from '@/features/branches/api/get-branch-list';
import { useNearbyBranches } from '@/features/branches/api/get-nearby-branches';
import { BranchList } from '@/features/branches/components/branch-list';
import { BrandTiles } from '@/features/branches/components/brand-tiles';
import { useCategories } from '@/features/catalog/api/get-categories';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { useDesign } from '@/features/merchant/api/get-design';
import { useFeatureBanner } from '@/features/merchant/api/get-feature-banner';
import { useLayout } from '@/features/merchant/api/get-layout';
import { useSettings } from '@/features/merchant/api/get-settings';
import { AboutUs } from '@/features/merchant/components/about-us';
import { FeatureBanner } from '@/features/merchant/components/feature-banner';
import { HomeIntro } from '@/features/merchant/components/home-intro';
import { SessionPopUp } from '@/features/merchant/components/session-pop-up';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDrawnInTurn } from '@/lib/use-drawn-in-turn';
import { useSubdomain } from '@/lib/use-subdomain';
import { useCustomerLocationLabel, useCustomerPosition } from '../customer-position';
import './screens.css';

export default function Home() {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const { snippet_details: snippet } = useDesign();
  const layout = useLayout();
  const banner = useFeatureBanner();
  useDocumentTitle(null);
  const sections = orderHomeSections(layout.home);
  // Below the title and the banner, one section a frame (lib/use-drawn-in-turn.ts).
  const { drawn } = useDrawnInTurn(sections.length);

  return (
    <div className="container page home">
      <HomeIntro title={snippet.title || settings.name} lead={snippet.description} />
      {banner.data && <FeatureBanner banners={banner.data} />}
      {sections.slice(0, drawn).map(({ key }) => {
        switch (key) {
          case 'categories':
            return <CategoriesSection key={key} subdomain={subdomain} />;
          case 'our_brands':
            return <BrandsSection key={key} subdomain={subdomain} />;
          case 'about_us':
            return <AboutUs key={key} about={layout.about_us} />;
          case 'whats_nearby':
            return <NearbySection key={key} subdomain={subdomain} />;
          default:
            return null;
        }
      })}
      <SessionPopUp subdomain={subdomain} />
    </div>
  );
}

function CategoriesSection({ subdomain }: { subdomain: string }) {
  const { data, isPending, error, refetch } = useCategories();
  return (
    <Section title="Categories">
      <CategoryTiles
        categories={data}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        linkFor={(c) => paths.category(subdomain, c.uuid, c.id)}
      />
    </Section>
  );
}

function BrandsSection({ subdomain }: { subdomain: string }) {
  const { data, isPending, error, refetch } = useBranchList(useCustomerPosition());
  return (
    <Section title="Our Brands">
      <BrandTiles
        brands={data?.map((entry) => entry.brand)}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        linkFor={(b) => paths.brand(subdomain, b.uuid)}
      />
    </Section>
  );
}

function NearbySection({ subdomain }: { subdomain: string }) {
  const { data, isPending, error, refetch } = useNearbyBranches(useCustomerPosition());
  const label = useCustomerLocationLabel();
  return (
    <Section title="What's Nearby" subtitle={label && `Stores near ${label}`}>
      <BranchList
        branches={data}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        linkFor={(b) => paths.store(subdomain, b.uuid, b.brand_uuid)}
      />
    </Section>
  );
}
