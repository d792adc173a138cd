/** An offer banner of the home carousel (core-shop.md §3). */
export interface Offer {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  isActive: boolean;
}

/** A notice: one line of text scrolling on the home page (core-shop.md §3). */
export interface Notice {
  id: string;
  title: string;
  description: string;
  isActive: boolean;
}

/** The carousel never grows without bound, whatever an admin activates. */
export const MAX_ACTIVE_OFFERS = 12;
/** `GET /api/notices` answers at most this many active notices. */
export const MAX_ACTIVE_NOTICES = 50;
