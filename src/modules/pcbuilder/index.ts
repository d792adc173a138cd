// The pcbuilder module's face: what flows, doors and other modules may call. Its browser-safe
// limits and rules are in constants.ts, its input shapes in contracts.ts (docs/architecture.md).
export { type Conflict, CONFLICT_CODES } from './compatibility.ts';
export { assertPartForSlot, createQuote, deleteSavedBuild, describeBuild, getQuote, getSavedBuild, listChoices, listSavedBuilds, requireCompleteBuild, saveBuild } from './service.ts';
