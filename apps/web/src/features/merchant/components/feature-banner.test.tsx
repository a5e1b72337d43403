// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FeatureBanner } from './feature-banner';

const banner = (title: string, link: string | null) => ({ image: `/media/${title.length}.svg`, title, link });

describe('the feature banner', () => {
  it('is a link where the merchant’s configuration says, named by the banner’s title', () => {
    renderWithProviders(
      <FeatureBanner
        banners={[
          banner('Lutong bahay — Order na!', '/kainan/category/0f0e/3'),
          banner('Our app', 'https://apps.example.ph/kainan'),
        ]}
      />,
      { route: '/kainan/' },
    );
    expect(screen.getByRole('link', { name: 'Lutong bahay — Order na!' }).getAttribute('href')).toBe(
      '/kainan/category/0f0e/3',
    );
    const external = screen.getByRole('link', { name: 'Our app (opens in a new window)' });
    expect(external.getAttribute('href')).toBe('https://apps.example.ph/kainan');
    expect(external.getAttribute('target')).toBe('_blank');
  });

  it('is a picture only without a link, or with one that is no storefront path or https URL', () => {
    renderWithProviders(
      <FeatureBanner
        banners={[
          banner('Just a picture', null),
          banner('Old profile', 'javascript:alert(1)'),
          banner('Elsewhere', '//evil.example/'),
          banner('', '/kainan/brands/1'),
        ]}
      />,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('img', { name: 'Just a picture' })).toBeTruthy();
  });
});
