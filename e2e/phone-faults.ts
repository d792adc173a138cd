import type { Page } from 'playwright-core';

/**
 * What is wrong with the page at the current width: a page wider than the screen (naming what
 * sticks out, outside boxes that scroll by themselves), and controls under WCAG 2.2's target size
 * (2.5.8): smaller than 24×24 CSS px and so close to another control that a 24 px circle centred
 * on it touches that control or its circle. Links inside a sentence are exempt, as the rule says.
 */
export function faultsAt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const screen = window.innerWidth;
    const name = (el: Element) => {
      const r = el.getBoundingClientRect();
      const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}" ${Math.round(r.width)}×${Math.round(r.height)} at ${Math.round(r.left)},${Math.round(r.top)}`;
    };
    const scrollsItself = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > screen) {
      const out = [...document.body.querySelectorAll('*')].filter(
        (el) => el.getBoundingClientRect().right > screen + 0.5 && !scrollsItself(el),
      );
      // The innermost ones: what actually sticks out, not each of its ancestors.
      const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
      faults.push(`page is ${document.documentElement.scrollWidth} px wide: ${innermost.slice(0, 3).map(name).join('; ')}`);
    }

    const targets = [
      ...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]'),
    ]
      .map((el) => {
        // A checkbox or radio inside its label is hit anywhere on the label.
        const area = (el instanceof HTMLInputElement && el.closest('label')) || el;
        return { el, rect: area.getBoundingClientRect() };
      })
      .filter(({ el, rect }) => {
        if (rect.width <= 1 || rect.height <= 1) return false; // visually hidden (sr-only)
        // Not drawn: hidden, invisible, or in a closed <details> (the phone menu).
        if (
          !el.checkVisibility({ visibilityProperty: true, opacityProperty: true, contentVisibilityAuto: true }) ||
          el.closest('[inert]')
        )
          return false;
        const style = getComputedStyle(el);
        // Inline: a link within a sentence, sized by the line of text around it.
        if (style.display === 'inline' && el.tagName === 'A') {
          const block = el.parentElement?.closest('p, li, td, dd, span, div');
          if (block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 3) return false;
        }
        return true;
      });
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const small = (r: DOMRect) => r.width < 23.5 || r.height < 23.5;
    for (const target of targets) {
      if (!small(target.rect)) continue;
      const c = centre(target.rect);
      const crowded = targets.find((other) => {
        if (other === target || other.el.contains(target.el) || target.el.contains(other.el)) return false;
        const r = other.rect;
        // Distance from the circle's centre to the other control's box, then to its circle.
        const dx = Math.max(r.left - c.x, 0, c.x - r.right);
        const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
        if (Math.hypot(dx, dy) < 12) return true;
        const o = centre(r);
        return small(r) && Math.hypot(o.x - c.x, o.y - c.y) < 24;
      });
      if (crowded) faults.push(`${name(target.el)} is under 24×24 px and crowds ${name(crowded.el)}`);
    }
    return faults;
  });
}
