/**
 * How many pages `total` items fill at `size` a page. An empty listing still has its page 1
 * (it says "no products"), so the answer is never below 1.
 */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
