// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CardLink } from './card-link';

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: '/kainan/store/:id/:productUuid?',
        element: (
          <CardLink to="/kainan/store/b1/p1" state={{ fromStore: true }} preventScrollReset className="product-card">
            Pork Adobo
          </CardLink>
        ),
      },
    ],
    { initialEntries: ['/kainan/store/b1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('a card’s link', () => {
  it('is an anchor to its path, and a plain click goes there in the app with its state', async () => {
    const router = renderMenu();
    const link = screen.getByRole('link', { name: 'Pork Adobo' });
    expect(link.getAttribute('href')).toBe('/kainan/store/b1/p1');
    expect(link.className).toBe('product-card');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/kainan/store/b1/p1');
    expect(router.state.location.state).toEqual({ fromStore: true });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a click with a modifier or another button to the browser (a new tab or window)', async () => {
    const router = renderMenu();
    const link = screen.getByRole('link', { name: 'Pork Adobo' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      await act(async () => {
        link.dispatchEvent(click);
      });
      expect(click.defaultPrevented).toBe(false);
    }
    expect(router.state.location.pathname).toBe('/kainan/store/b1');
  });

  it('does nothing of its own when a handler above already took the click', async () => {
    const router = renderMenu();
    const takeClick = (event: Event) => event.preventDefault();
    document.addEventListener('click', takeClick, { capture: true });
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('link', { name: 'Pork Adobo' }));
      });
    } finally {
      document.removeEventListener('click', takeClick, { capture: true });
    }
    expect(router.state.location.pathname).toBe('/kainan/store/b1');
  });
});
