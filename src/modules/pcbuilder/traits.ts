import type { SpecificationGroup } from '~/modules/catalog/contracts.ts';

/**
 * What the compatibility rules and the chooser's filters read from a product's
 * specifications. Values are looked up by name, case-insensitively, in any group; a value the
 * product does not state is null (or empty), and a rule with nothing to compare stays silent.
 */
export interface Traits {
  /** "AM5", "LGA1700" (processor, motherboard). */
  socket: string | null;
  /** "DDR4", "DDR5": what a motherboard or RAM is, what a processor supports. */
  memoryTypes: string[];
  /** "ATX", "Micro-ATX", "Mini-ITX" (motherboard), "DIMM", "SO-DIMM" (RAM), "ATX", "SFX" (PSU). */
  formFactor: string | null;
  /** The board sizes a casing takes. */
  formFactorSupport: string[];
  /** The sockets a CPU cooler fits. */
  socketSupport: string[];
  /** The power a part draws, in watts (its TDP). */
  powerDraw: number | null;
  /** A power supply's output, in watts. */
  wattage: number | null;
  /** A graphics card maker's recommended power supply, in watts. */
  recommendedPsu: number | null;
  /** A graphics card's length, or the longest a casing takes, in millimetres. */
  gpuLength: number | null;
  maxGpuLength: number | null;
  /** Whether a processor has integrated graphics; null when its specifications do not say. */
  integratedGraphics: boolean | null;
  cores: number | null;
  threads: number | null;
  /** The highest clock a processor reaches, in GHz (boost, else base). */
  clockGhz: number | null;
  cacheMb: number | null;
}

type Lookup = (name: string) => string | null;

function lookup(specifications: SpecificationGroup[]): Lookup {
  const values = new Map<string, string>();
  for (const group of specifications) {
    for (const { name, value } of group.values) {
      const key = name.trim().toLowerCase();
      if (!values.has(key) && value.trim()) values.set(key, value.trim());
    }
  }
  return (name) => values.get(name) ?? null;
}

/** One specification value by name (any group, any case), or null. */
export const specValue = (specifications: SpecificationGroup[], name: string): string | null => lookup(specifications)(name.toLowerCase());

export const number = (value: string | null): number | null => {
  const match = value?.match(/(\d+(?:\.\d+)?)/);
  return match ? Number(match[1]) : null;
};

export const list = (value: string | null): string[] =>
  value
    ? value
        .split(/[,/]|\band\b/i)
        .map((v) => v.trim())
        .filter(Boolean)
    : [];

/** "DDR4", "ddr-5", "DDR4/DDR5" → ["DDR4", "DDR5"]; other memory (GDDR6) is not system memory. */
function memoryTypes(value: string | null): string[] {
  return [...new Set(list(value).flatMap((v) => (/^ddr-?\s*(\d)$/i.test(v) ? [`DDR${v.match(/(\d)$/)![1]}`] : [])))];
}

/** "Micro ATX", "mATX", "micro-atx" → "Micro-ATX": sizes are compared spelt one way. */
export function normalizeFormFactor(value: string): string {
  const v = value.trim().toLowerCase().replace(/\s+/g, '-');
  if (/^(micro-?atx|m-?atx|uatx)$/.test(v)) return 'Micro-ATX';
  if (/^(mini-?itx|itx)$/.test(v)) return 'Mini-ITX';
  if (/^e-?atx$/.test(v)) return 'E-ATX';
  if (v === 'atx') return 'ATX';
  if (v === 'so-dimm' || v === 'sodimm') return 'SO-DIMM';
  if (v === 'dimm' || v === 'udimm') return 'DIMM';
  return value.trim();
}

const socketName = (value: string) => value.trim().toUpperCase().replace(/\s+/g, '');

function integratedGraphics(value: string | null): boolean | null {
  if (value === null) return null;
  return !/^(no|none|n\/a|-)$/i.test(value);
}

export function readTraits(specifications: SpecificationGroup[]): Traits {
  const get = lookup(specifications);
  const socket = get('socket');
  const formFactor = get('form factor');
  return {
    socket: socket ? socketName(socket) : null,
    memoryTypes: memoryTypes(get('memory type')),
    formFactor: formFactor ? normalizeFormFactor(formFactor) : null,
    formFactorSupport: list(get('form factor support')).map(normalizeFormFactor),
    socketSupport: list(get('socket support')).map(socketName),
    powerDraw: number(get('tdp')),
    wattage: number(get('wattage')),
    recommendedPsu: number(get('recommended psu')),
    gpuLength: number(get('length')),
    maxGpuLength: number(get('max gpu length')),
    integratedGraphics: integratedGraphics(get('integrated graphics')),
    cores: number(get('cores')),
    threads: number(get('threads')),
    clockGhz: number(get('boost clock')) ?? number(get('base clock')) ?? number(get('clock speed')),
    cacheMb: number(get('cache')),
  };
}
