// The settings module's face: what flows, doors and other modules may call. Its browser-safe
// limits and rules are in constants.ts, its input shapes in contracts.ts (docs/architecture.md).
export { getSettings, getSettingsCached, localSettings, type ShopSettings, updateSettings } from './service.ts';
