/** Money is integer poisha (1 taka = 100 poisha) in the database and the domain. */
export type Poisha = number;

export const taka = (amount: number): Poisha => Math.round(amount * 100);

/** The API renders taka as a number with at most two decimals (core-shop.md §9). */
export const toTaka = (poisha: Poisha): number => poisha / 100;

const formatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "৳68,500" — the taka sign and Indian digit grouping, as shoppers in Bangladesh read prices. */
export const formatTaka = (poisha: Poisha): string => `৳${formatter.format(poisha / 100)}`;
