// The orders module's face: what flows, doors and other modules may call. Its browser-safe
// limits and rules are in constants.ts, its input shapes in contracts.ts (docs/architecture.md).
export { addAddress, completeShippingAddress, deleteAddress, getDefaultAddress, listAddresses, type SentShippingAddress, setDefaultAddress, shippingAddressOf, updateAddress } from './addresses.ts';
export { changeMessages, confirmationMail, confirmationSms, newOrderMail, trackLink } from './mails.ts';
export { type DeliveryQuote, EXPRESS_NOT_OFFERED, offeredDeliveries, type Quote, quoteDelivery, quoteOrder } from './pricing.ts';
export { type Actor } from './history.ts';
export { decideReturn, insertReturn, linesAskedBack, receiveReturn } from './returns.ts';
export { changeStatus, type ExportedOrder, exportOrders, findOrderByKey, findOrderPlacedSince, getOrder, getOrderFor, insertOrder, listCouriersUsed, listMyOrders, listOrders, listUnconfirmedOrders, markDelivered, markPaid } from './service.ts';
export { failBooking, findShipment, finishBooking, listDueRetries, listParcelsInTransit, listUnansweredBookings, orderIdByNumber, type ParcelOrder, setCourierStatus, startBooking } from './shipments.ts';
export { claimUntoldChanges, markTold } from './telling.ts';
export { type TrackedOrder, trackOrder } from './tracking.ts';
export type { OrderStatusChange } from './contracts.ts';
