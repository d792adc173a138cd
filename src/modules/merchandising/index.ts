// The merchandising module's face: what flows, doors and other modules may call. Its browser-safe
// limits and rules are in constants.ts, its input shapes in contracts.ts (docs/architecture.md).
export { createNotice, createOffer, deleteNotice, deleteOffer, getHomeMerchandising, getNotice, getOffer, listActiveNotices, listActiveOffers, listNotices, listOffers, localMerchandise, updateNotice, updateOffer } from './service.ts';
