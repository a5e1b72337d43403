// @vitest-environment happy-dom
import type { BranchSummary } from '@storefront/contracts/organization';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BranchCard, formatDistance } from './branch-card';

const branch = (distance: number | null): BranchSummary => ({
  uuid: 'b1',
  name: 'Botika ng Bayan - Kapitolyo',
  brand_uuid: 'br1',
  brand_name: 'Botika ng Bayan',
  brand_logo: 'images/botika.svg',
  address: 'United St.',
  city: 'Pasig',
  lat: 14.5706,
  long: 121.0603,
  is_open: true,
  distance,
  visibility: true,
  brand_visibility: true,
});

describe('a branch card', () => {
  it('shows no distance when the server knows none (no location chosen)', () => {
    render(
      <MemoryRouter>
        <BranchCard branch={branch(null)} to="/botika/store" />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/km/)).toBeNull();
  });

  it("shows the distance to the customer's location, never '0.0 km'", () => {
    expect(formatDistance(7.66)).toBe('7.7 km');
    expect(formatDistance(0.06)).toBe('0.1 km');
    expect(formatDistance(0)).toBe('Under 0.1 km');
    expect(formatDistance(0.04)).toBe('Under 0.1 km');
  });
});
