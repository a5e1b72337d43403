// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useNoteFirstScreen } from './first-screen';
import { useDrawnInTurn } from './use-drawn-in-turn';

const TOTAL = 4;

/** Every count the menu was drawn with, in order. */
let counts: number[] = [];

function Menu() {
  const { drawn, drawAll } = useDrawnInTurn(TOTAL);
  counts.push(drawn);
  return (
    <button type="button" onClick={drawAll}>
      {drawn} drawn
    </button>
  );
}

function Root() {
  useNoteFirstScreen();
  return <Outlet />;
}

function renderApp(start: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Root,
        children: [
          { path: 'store', Component: Menu },
          { path: 'cart', element: <Link to="/store">Back to the store</Link> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  counts = [];
});

// In this order: the last one leaves the app past its first screen.
describe('a long screen drawn a section at a time', () => {
  it('opened afresh: the first section at once, then one more a frame at a time', async () => {
    renderApp('/store');
    expect(counts[0]).toBe(1);
    await screen.findByText(`${TOTAL} drawn`);
    expect([...new Set(counts)]).toEqual([1, 2, 3, 4]);
  });

  it('draws the rest at once when asked (a tab tapped before they are)', async () => {
    renderApp('/store');
    fireEvent.click(screen.getByRole('button'));
    await screen.findByText(`${TOTAL} drawn`);
    expect(counts).not.toContain(3);
  });

  it('back to the store inside the app: every section at once, so the page is tall enough to be put back', async () => {
    const router = renderApp('/cart');
    await act(() => router.navigate('/store'));
    await screen.findByText(`${TOTAL} drawn`);
    await act(() => router.navigate('/cart'));
    counts = [];
    await act(() => router.navigate(-1));
    await waitFor(() => expect(counts.length).toBeGreaterThan(0));
    expect(counts[0]).toBe(TOTAL);
  });
});
