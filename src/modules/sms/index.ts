// The sms module's face: what flows, doors and other modules may call. Its browser-safe
// limits and rules are in constants.ts, its input shapes in contracts.ts (docs/architecture.md).
export { type SmsState } from './schema.ts';
export { deliverPendingSms, enqueueSms, listSms } from './service.ts';
