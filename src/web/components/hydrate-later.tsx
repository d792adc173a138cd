import { Suspense, type ReactNode } from 'react';

/**
 * Progressive hydration (docs/decisions/033-progressive-hydration.md). Hydrating a whole page
 * at once was one task of 200–350 ms on a throttled phone, in which the page answers no tap.
 * A part wrapped in `HydrateLater` keeps the server's HTML while the rest hydrates, then
 * hydrates in a task of its own, one part per task. Preact keeps a part's DOM when it
 * suspends during hydration and hydrates it against that DOM once the promise settles.
 *
 * The part must render one element, which works as HTML until then (plain links and forms;
 * handlers delegated to an ancestor that hydrates at once). Outside the first hydration (on
 * the server, in React, after navigating) it renders at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // The server (React) renders the part as it is: a Suspense boundary there would put comment
  // markers around it, which Preact would step over by moving the elements after them.
  if (!import.meta.env.BROWSER_PREACT) return children;
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}

let hydrating = false;
const waiting: Array<() => void> = [];

function Deferred({ children }: { children: ReactNode }) {
  if (hydrating) throw new Promise<void>((resolve) => waiting.push(resolve));
  return children;
}

/** Runs the first hydration (synchronous, as Preact's is) with the `HydrateLater` parts held back, then lets them hydrate one per task. */
export function hydrateProgressively(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  releaseNext();
}

function releaseNext() {
  const release = waiting.shift();
  if (!release) {
    // The whole page is live: what the browser journeys wait for (e2e/browser.ts).
    document.documentElement.dataset.hydrated = '';
    return;
  }
  void nextTask().then(() => {
    release();
    releaseNext();
  });
}

/** Settles in a task of its own, after what the browser has waiting (input, painting). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
