// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Media } from './media';

const HASH = '0123456789abcdef0123456789abcdef';

afterEach(cleanup);

describe('a merchant’s picture', () => {
  it('asks for a photo at the size of its slot, from the WebP renditions', () => {
    render(
      <Media src={`/media/${HASH}.jpg`} alt="Pork Adobo" name="Pork Adobo" width={320} height={320} sizes="50vw" />,
    );
    const img = screen.getByRole('img', { name: 'Pork Adobo' });
    expect(img.getAttribute('src')).toBe(`/media/${HASH}.jpg`);
    expect(img.getAttribute('srcset')).toBe(
      [160, 320, 480, 640, 960, 1280].map((w) => `/media/${HASH}-${w}.webp ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
  });

  it('gives a fixed-size picture its width as the slot', () => {
    render(<Media src={`/media/${HASH}.png`} alt="Logo" name="Lutong Bahay" width={56} height={56} />);
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('sizes')).toBe('56px');
  });

  it('leaves a vector and a picture hosted elsewhere as they are', () => {
    render(
      <>
        <Media src={`/media/${HASH}.svg`} alt="Vector" name="V" width={320} height={320} />
        <Media src="https://cdn.example.ph/adobo.jpg" alt="Elsewhere" name="E" width={320} height={320} />
      </>,
    );
    for (const name of ['Vector', 'Elsewhere']) {
      const img = screen.getByRole('img', { name });
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.hasAttribute('sizes')).toBe(false);
    }
  });

  it('shows the name’s initials when there is no picture', () => {
    render(<Media src={null} alt="Pork Adobo" name="Pork Adobo" width={320} height={320} />);
    expect(screen.getByRole('img', { name: 'Pork Adobo' }).textContent).toBe('PA');
  });
});
