import { orNotFound } from '~/web/lib/params.ts';

// Every address no other route claims: a real 404, rendered by the error boundary.
export async function loader() {
  return orNotFound(null);
}

export default function NotFound() {
  return null;
}
