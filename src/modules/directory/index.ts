// The directory module's face: what flows, doors and other modules may call. Its browser-safe
// limits and rules are in constants.ts, its input shapes in contracts.ts (docs/architecture.md).
export { createEmiBank, deleteEmiBank, getEmiBank, listEmiBanks, listEmiBanksCached, updateEmiBank } from './emi-banks.ts';
export { findManufacturerBrand, linkManufacturers, manufacturerIdsByBrand } from './manufacturers.ts';
export { createOutlet, deleteOutlet, getOutlet, listOutlets, searchOutlets, updateOutlet } from './outlets.ts';
