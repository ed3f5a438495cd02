import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavBar />
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
