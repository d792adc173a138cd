// The support module's face: what flows, doors and other modules may call. Its browser-safe
// limits and rules are in constants.ts, its input shapes in contracts.ts (docs/architecture.md).
export { createTicket, findTicketByToken, getTicket, listTickets, replyToTicket, setTicketStatus, type TicketDeps } from './service.ts';
