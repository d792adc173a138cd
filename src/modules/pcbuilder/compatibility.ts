import type { SlotKey } from './constants.ts';
import type { Traits } from './traits.ts';

/** A chosen part as the rules see it. */
export interface ChosenPart {
  name: string;
  traits: Traits;
}
export type Chosen = Partial<Record<SlotKey, ChosenPart>>;

export const CONFLICT_CODES = [
  'cpu-socket',
  'ram-type-board',
  'ram-type-cpu',
  'ram-form-factor',
  'cooler-socket',
  'psu-wattage',
  'casing-form-factor',
  'gpu-length',
  'needs-graphics',
] as const;
export type ConflictCode = (typeof CONFLICT_CODES)[number];

/**
 * One problem of a build, shown on the row of every slot it names. `incompatible` parts do not
 * work together; `missing` means a part the others need is not chosen yet.
 */
export interface Conflict {
  code: ConflictCode;
  kind: 'incompatible' | 'missing';
  slots: SlotKey[];
  /** What the message names (sockets, types, watts), for the page's translation. */
  values: Record<string, string | number>;
  /** The problem in English, as the API answers it. */
  message: string;
}

/**
 * A power supply should deliver the estimate plus this share on top: parts draw more than
 * their TDP at peaks, and a supply run near its limit is loud, hot and short-lived.
 */
export const PSU_HEADROOM = 0.3;

/** Parts inside the casing, powered by its supply (a monitor or a UPS is not). */
const POWERED_BY_PSU: SlotKey[] = ['cpu', 'cpu-cooler', 'motherboard', 'ram', 'storage', 'graphics-card', 'casing-cooler'];

/** "Estimated Wattage (BETA)": the sum of the stated power draw (TDP) of the parts the supply powers. */
export function estimateWattage(chosen: Chosen): number {
  return POWERED_BY_PSU.reduce((sum, key) => sum + (chosen[key]?.traits.powerDraw ?? 0), 0);
}

/** The least a power supply for this build should deliver: the estimate with headroom, and the graphics card's recommendation. */
export function requiredPsuWattage(chosen: Chosen): number {
  const estimate = estimateWattage(chosen);
  const withHeadroom = Math.ceil(estimate * (1 + PSU_HEADROOM));
  return Math.max(withHeadroom, chosen['graphics-card']?.traits.recommendedPsu ?? 0);
}

const listed = (values: string[]) => values.join('/');

/**
 * Every compatibility problem of a build, checked from the parts' specifications: processor
 * and motherboard sockets; RAM type against the motherboard and the processor, and desktop
 * against laptop modules; the CPU cooler's sockets; the power supply against the estimate;
 * the motherboard's size and the graphics card's length against the casing; a processor
 * without integrated graphics needs a graphics card. A rule whose values a part does not state
 * stays silent rather than guess.
 */
export function checkCompatibility(chosen: Chosen): Conflict[] {
  const conflicts: Conflict[] = [];
  const { cpu, motherboard: board, ram, casing } = chosen;
  const cooler = chosen['cpu-cooler'];
  const gpu = chosen['graphics-card'];
  const psu = chosen['power-supply'];

  if (cpu?.traits.socket && board?.traits.socket && cpu.traits.socket !== board.traits.socket) {
    conflicts.push({
      code: 'cpu-socket',
      kind: 'incompatible',
      slots: ['cpu', 'motherboard'],
      values: { cpu: cpu.traits.socket, motherboard: board.traits.socket },
      message: `The processor's socket ${cpu.traits.socket} does not fit the motherboard's socket ${board.traits.socket}`,
    });
  }

  const ramType = ram?.traits.memoryTypes.length === 1 ? ram.traits.memoryTypes[0] : null;
  if (ram && ramType && board?.traits.memoryTypes.length && !board.traits.memoryTypes.includes(ramType)) {
    conflicts.push({
      code: 'ram-type-board',
      kind: 'incompatible',
      slots: ['ram', 'motherboard'],
      values: { ram: ramType, motherboard: listed(board.traits.memoryTypes) },
      message: `The RAM is ${ramType} but the motherboard takes ${listed(board.traits.memoryTypes)}`,
    });
  }
  if (ram && ramType && cpu?.traits.memoryTypes.length && !cpu.traits.memoryTypes.includes(ramType)) {
    conflicts.push({
      code: 'ram-type-cpu',
      kind: 'incompatible',
      slots: ['ram', 'cpu'],
      values: { ram: ramType, cpu: listed(cpu.traits.memoryTypes) },
      message: `The RAM is ${ramType} but the processor supports ${listed(cpu.traits.memoryTypes)}`,
    });
  }
  // A desktop board takes DIMM modules; SO-DIMM is laptop memory.
  if (ram?.traits.formFactor === 'SO-DIMM' && board) {
    conflicts.push({
      code: 'ram-form-factor',
      kind: 'incompatible',
      slots: ['ram', 'motherboard'],
      values: { ram: 'SO-DIMM' },
      message: 'The RAM is a SO-DIMM (laptop) module; a desktop motherboard takes DIMM modules',
    });
  }

  const socket = cpu?.traits.socket ?? board?.traits.socket ?? null;
  if (cooler?.traits.socketSupport.length && socket && !cooler.traits.socketSupport.includes(socket)) {
    conflicts.push({
      code: 'cooler-socket',
      kind: 'incompatible',
      slots: cpu?.traits.socket ? ['cpu-cooler', 'cpu'] : ['cpu-cooler', 'motherboard'],
      values: { socket, supported: cooler.traits.socketSupport.join(', ') },
      message: `The CPU cooler does not fit socket ${socket} (it fits ${cooler.traits.socketSupport.join(', ')})`,
    });
  }

  if (psu?.traits.wattage) {
    const required = requiredPsuWattage(chosen);
    if (psu.traits.wattage < required) {
      conflicts.push({
        code: 'psu-wattage',
        kind: 'incompatible',
        slots: gpu ? ['power-supply', 'graphics-card'] : ['power-supply'],
        values: { wattage: psu.traits.wattage, required, estimate: estimateWattage(chosen) },
        message: `The power supply gives ${psu.traits.wattage}W; this build needs at least ${required}W (estimated ${estimateWattage(chosen)}W with headroom)`,
      });
    }
  }

  if (casing?.traits.formFactorSupport.length && board?.traits.formFactor && !casing.traits.formFactorSupport.includes(board.traits.formFactor)) {
    conflicts.push({
      code: 'casing-form-factor',
      kind: 'incompatible',
      slots: ['casing', 'motherboard'],
      values: { motherboard: board.traits.formFactor, supported: casing.traits.formFactorSupport.join(', ') },
      message: `A ${board.traits.formFactor} motherboard does not fit the casing (it takes ${casing.traits.formFactorSupport.join(', ')})`,
    });
  }

  if (gpu?.traits.gpuLength && casing?.traits.maxGpuLength && gpu.traits.gpuLength > casing.traits.maxGpuLength) {
    conflicts.push({
      code: 'gpu-length',
      kind: 'incompatible',
      slots: ['graphics-card', 'casing'],
      values: { length: gpu.traits.gpuLength, max: casing.traits.maxGpuLength },
      message: `The graphics card is ${gpu.traits.gpuLength}mm long; the casing takes cards up to ${casing.traits.maxGpuLength}mm`,
    });
  }

  if (cpu?.traits.integratedGraphics === false && !gpu) {
    conflicts.push({
      code: 'needs-graphics',
      kind: 'missing',
      slots: ['graphics-card', 'cpu'],
      values: {},
      message: 'The processor has no integrated graphics: choose a graphics card',
    });
  }
  return conflicts;
}

/** Whether a part fits the rest of a build: put in its slot, it makes no incompatibility involving that slot. */
export function fits(chosen: Chosen, slot: SlotKey, part: ChosenPart): boolean {
  return !checkCompatibility({ ...chosen, [slot]: part }).some((c) => c.kind === 'incompatible' && c.slots.includes(slot));
}
