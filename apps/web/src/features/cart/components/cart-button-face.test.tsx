// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartButtonFace } from './cart-button-face';

describe('the navbar cart button face', () => {
  it('shows no count badge for an empty cart', () => {
    const { container } = render(<CartButtonFace count={0} />);
    expect(container.querySelector('.navbar__cart-count')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('shows the count once the cart holds something', () => {
    const { container } = render(<CartButtonFace count={3} />);
    expect(container.querySelector('.navbar__cart-count')?.textContent).toBe('3');
  });
});
