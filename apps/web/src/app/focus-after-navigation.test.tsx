// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfterNavigation } from './focus-after-navigation';

function Root() {
  useFocusAfterNavigation();
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

function renderScreens() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Root,
        children: [
          { index: true, element: <Link to="/store">Lutong Bahay</Link> },
          { path: 'store', element: <h1>Lutong Bahay</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(cleanup);

describe('the focus after a navigation', () => {
  it('goes to the new screen’s heading when the pressed link went away with the old screen', async () => {
    const router = renderScreens();
    screen.getByRole('link', { name: 'Lutong Bahay' }).focus();
    await act(() => router.navigate('/store'));
    await settle();
    const heading = screen.getByRole('heading', { level: 1, name: 'Lutong Bahay' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('is left where it is when something still has it, and not moved on the first load', async () => {
    const router = renderScreens();
    await settle();
    expect(document.activeElement).toBe(document.body);
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    await act(() => router.navigate('/store'));
    await settle();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
