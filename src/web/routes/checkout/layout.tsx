import { Outlet } from 'react-router';
import { RouteError } from '~/web/components/route-error.tsx';
import type { Route } from './+types/layout';

/** Checkout and orders (a pathless layout: it adds nothing to their addresses). */
export default function CheckoutLayout() {
  return <Outlet />;
}

/** A failure in a checkout or order page shows inside the shop's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
