/**
 * A box a wide table scrolls sideways in on a phone, instead of widening the page. A shadow at an
 * edge shows there is more that way (`.scroll-shadows` in app.css); the box takes the keyboard's
 * focus, so it scrolls with the arrow keys too, and is named for screen readers. `relative` keeps
 * the table's visually hidden labels (absolutely placed) inside it rather than past the page's edge.
 */
export function ScrollBox({ label, className = '', children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1); a region role names it.
    <div role="region" aria-label={label} tabIndex={0} className={`scroll-shadows relative overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
