/** The shell's router in declarative mode: the address picks the screen, links move between them, a failing one says so. */
import { screen } from '@testing-library/react';
import { Link, Outlet, type RouteObject, useParams } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AppRouter } from './app-router';

function Product() {
  return <h1>Product {useParams().slug}</h1>;
}

function Broken(): never {
  throw new Error('render failed');
}

const testRoutes: RouteObject[] = [
  {
    element: (
      <main>
        <Link to="/products/cup">The cup</Link>
        <Link to="/broken">Broken page</Link>
        <Outlet />
      </main>
    ),
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/products/:slug', element: <Product /> },
      { path: '/broken', element: <Broken /> },
    ],
  },
];

afterEach(() => window.history.replaceState(null, '', '/'));

it('shows the screen of the address and follows links without reloading', async () => {
  window.history.replaceState(null, '', '/');
  const { user } = renderWithProviders(<AppRouter routes={testRoutes} />);
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();

  await user.click(screen.getByRole('link', { name: 'The cup' }));
  expect(await screen.findByRole('heading', { name: 'Product cup' })).toBeTruthy();
  expect(window.location.pathname).toBe('/products/cup');
});

it('says something went wrong, with a way to try again, when a screen fails to render', async () => {
  // React reports the caught error on the console; the page is what a visitor sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/broken');
  renderWithProviders(<AppRouter routes={testRoutes} />);
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  vi.restoreAllMocks();
});
