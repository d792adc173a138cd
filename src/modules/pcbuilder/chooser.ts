import type { ComponentProduct } from '~/modules/catalog/contracts.ts';
import type { FacetValue, FilterKey } from './contracts.ts';
import type { SlotKey } from './constants.ts';
import { list, normalizeFormFactor, number, specValue, type Traits } from './traits.ts';

type Value = Omit<FacetValue, 'count' | 'selected'>;
type Read = (product: ComponentProduct, traits: Traits) => Value[];

const plain = (value: string | null | undefined): Value[] => (value ? [{ value, label: value }] : []);
const spec = (name: string): Read => (p) => plain(specValue(p.specifications, name));
const specList = (name: string, normalize = (v: string) => v): Read => (p) => list(specValue(p.specifications, name)).map((v) => ({ value: normalize(v), label: normalize(v) }));
const count = (value: number | null): Value[] => (value === null ? [] : [{ value: String(value), label: String(value) }]);

interface Bucket {
  below: number;
  value: string;
  bucket: NonNullable<FacetValue['bucket']>;
}

function bucketed(value: number | null, buckets: Bucket[], unit: string): Value[] {
  if (value === null) return [];
  const rank = Math.max(0, buckets.findIndex((b) => value < b.below));
  const { kind, min, max } = buckets[rank].bucket;
  const label = kind === 'upTo' ? `up to ${max}${unit}` : kind === 'above' ? `above ${min}${unit}` : `${min} to ${max}${unit}`;
  return [{ value: buckets[rank].value, label, rank, bucket: { kind, min: min && `${min}${unit}`, max: max && `${max}${unit}` } }];
}

// docs/requirements/content-pages.md §2: Clock Speed (up to 2.4GHz, 2.5 to 3.4, 3.5 to 3.90, 4.00 to 5.0, above 5.1),
// read from the highest clock a processor reaches.
const CLOCK_BUCKETS: Bucket[] = [
  { below: 2.45, value: 'upto-2.4', bucket: { kind: 'upTo', max: '2.4' } },
  { below: 3.45, value: '2.5-3.4', bucket: { kind: 'range', min: '2.5', max: '3.4' } },
  { below: 3.95, value: '3.5-3.9', bucket: { kind: 'range', min: '3.5', max: '3.90' } },
  { below: 5.05, value: '4.0-5.0', bucket: { kind: 'range', min: '4.00', max: '5.0' } },
  { below: Infinity, value: 'above-5.1', bucket: { kind: 'above', min: '5.1' } },
];
// Cache (2 to 6MB, 8 to 12MB, 14 to 30MB, 32MB and above).
const CACHE_BUCKETS: Bucket[] = [
  { below: 7, value: '2-6', bucket: { kind: 'range', min: '2', max: '6' } },
  { below: 13, value: '8-12', bucket: { kind: 'range', min: '8', max: '12' } },
  { below: 31, value: '14-30', bucket: { kind: 'range', min: '14', max: '30' } },
  { below: Infinity, value: '32-plus', bucket: { kind: 'above', min: '32' } },
];

/** "Intel LGA1700", "AMD AM5": the socket filter names the maker, as the spec's list does. */
const socketLabel = (socket: string) => (socket.startsWith('LGA') ? `Intel ${socket}` : /^(AM\d|TR\d|STR\d|SP\d)/.test(socket) ? `AMD ${socket}` : socket);
const socket: Read = (_, t) => (t.socket ? [{ value: t.socket, label: socketLabel(t.socket) }] : []);
const brand: Read = (p) => [{ value: p.brand, label: p.brand }];
const memory: Read = (_, t) => t.memoryTypes.map((m) => ({ value: m, label: m }));
const form: Read = (_, t) => (t.formFactor ? [{ value: t.formFactor, label: t.formFactor }] : []);
const watts = (name: string): Read => (p) => {
  const w = number(specValue(p.specifications, name));
  return w === null ? [] : [{ value: String(w), label: `${w}W` }];
};

/** The chooser's filters per slot (beyond price and availability), in the sidebar's order. */
export const SLOT_FILTERS: Record<SlotKey, [FilterKey, Read][]> = {
  cpu: [
    ['socket', socket],
    ['cores', (_, t) => count(t.cores)],
    ['threads', (_, t) => count(t.threads)],
    ['clock', (_, t) => bucketed(t.clockGhz, CLOCK_BUCKETS, 'GHz')],
    ['cache', (_, t) => bucketed(t.cacheMb, CACHE_BUCKETS, 'MB')],
    ['brand', brand],
  ],
  'cpu-cooler': [
    ['type', spec('Type')],
    ['socket', specList('Socket Support', (v) => v.toUpperCase().replace(/\s+/g, ''))],
    ['brand', brand],
  ],
  motherboard: [
    ['socket', socket],
    ['memory', memory],
    ['form', form],
    ['chipset', spec('Chipset')],
    ['brand', brand],
  ],
  ram: [['memory', memory], ['capacity', spec('Capacity')], ['form', form], ['brand', brand]],
  storage: [['type', spec('Type')], ['capacity', spec('Capacity')], ['brand', brand]],
  'graphics-card': [['memory', spec('Memory Size')], ['chipset', spec('Chipset')], ['brand', brand]],
  'power-supply': [['wattage', watts('Wattage')], ['efficiency', spec('Efficiency')], ['form', form], ['brand', brand]],
  casing: [['form', specList('Form Factor Support', normalizeFormFactor)], ['brand', brand]],
  monitor: [['size', spec('Display Size')], ['refresh', spec('Refresh Rate')], ['brand', brand]],
  'casing-cooler': [['size', spec('Fan Size')], ['brand', brand]],
  keyboard: [['connectivity', spec('Connectivity')], ['brand', brand]],
  mouse: [['connectivity', spec('Connectivity')], ['brand', brand]],
  'anti-virus': [['brand', brand]],
  headphone: [['type', spec('Type')], ['connectivity', spec('Connectivity')], ['brand', brand]],
  ups: [['capacity', spec('Capacity')], ['brand', brand]],
};

/** Orders facet values as a person reads them: numbers by size, then text. */
export const byLabel = (a: { label: string; rank?: number }, b: { label: string; rank?: number }) =>
  (a.rank ?? 0) - (b.rank ?? 0) || a.label.localeCompare(b.label, 'en', { numeric: true, sensitivity: 'base' });
