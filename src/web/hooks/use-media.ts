import { useEffect, useState, useSyncExternalStore } from 'react';

/** True once React has hydrated: before that the page must work as plain HTML. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The shopper asked for less motion. On the server (and before hydration) assume they did. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}
