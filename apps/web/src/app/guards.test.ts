// @vitest-environment happy-dom
import { act, createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { leftPage, signOut, startSession } from '../lib/session';
import { RequireAuth } from './guards';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const customer = { _id: 'u1', name: 'Ravi', phone: '9876543210', role: 'customer' } as unknown as PublicUser;

function Where() {
  const { pathname, search } = useLocation();
  return h('p', null, pathname + search);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  localStorage.clear();
});

/** Opens My Orders behind its guard, as a page whose guard first renders now. */
function openMyOrders(): HTMLElement {
  const router = createMemoryRouter(
    [
      { path: '/my-orders', element: h(RequireAuth, null, h('p', null, 'My Orders')) },
      { path: '*', element: h(Where) },
    ],
    { initialEntries: ['/my-orders'] },
  );
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root!.render(h(RouterProvider, { router })));
  return container;
}

describe('RequireAuth after Logout', () => {
  it('sends home from the page Logout was tapped on, even when its guard first renders after the tap', () => {
    startSession('token-1', customer);
    signOut('/my-orders');
    expect(openMyOrders().textContent).toBe('/');
  });

  it('sends a visitor to sign in once the app has moved off that page', () => {
    startSession('token-1', customer);
    signOut('/my-orders');
    leftPage('/');
    expect(openMyOrders().textContent).toBe('/login?reason=session_expired');
  });

  it('lets a signed-in customer in', () => {
    startSession('token-1', customer);
    expect(openMyOrders().textContent).toBe('My Orders');
  });
});
