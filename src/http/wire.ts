import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';
import { toTaka } from '~/platform/money.ts';

/**
 * The one mapping from the domain to the wire (docs/requirements/core-shop.md §3): every `id` becomes `_id` as a
 * string, money fields (integer poisha in the domain) become taka numbers, dates ISO strings.
 * Routes call `toWire` on what a service returns; their `response` schema then decides which
 * fields leave the server.
 */
export function toWire<T>(value: T): Wire<T> {
  return convert(value, false) as Wire<T>;
}

/** Fields that carry money. A money field holding an object (a price range) converts its numbers. */
const MONEY_FIELDS = new Set(['price', 'salePrice', 'discount', 'itemsPrice', 'shippingPrice', 'taxPrice', 'totalPrice', 'minPrice', 'maxPrice', 'previousSalePrice', 'lineTotal', 'freeShippingThreshold', 'shippingFee', 'localShippingFee', 'expressFee', 'minimumPurchase', 'refund']);

function convert(value: unknown, money: boolean): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'number') return money ? toTaka(value) : value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => convert(item, money));
  if (typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'id') out._id = String(field);
    else out[key] = convert(field, money || MONEY_FIELDS.has(key));
  }
  return out;
}

type MoneyField =
  | 'price'
  | 'salePrice'
  | 'discount'
  | 'itemsPrice'
  | 'shippingPrice'
  | 'taxPrice'
  | 'totalPrice'
  | 'minPrice'
  | 'maxPrice'
  | 'previousSalePrice'
  | 'lineTotal'
  | 'freeShippingThreshold'
  | 'shippingFee'
  | 'localShippingFee'
  | 'expressFee'
  | 'minimumPurchase'
  | 'refund';
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T as K extends 'id' ? '_id' : K]: K extends 'id' ? string : K extends MoneyField ? T[K] : Wire<T[K]> }
      : T;

/** `_id` on the wire: always a string (clients compare ids as strings). */
export const WireId = z.string().describe('The id, as a string');
/** A price in taka with up to two decimals. */
export const Taka = z.number().describe('Taka');
/** The error answer of every route: `{ message, code }`. */
export const ErrorSchema = z.object({ message: z.string(), code: z.string() });

/** The usual 4xx answers, documented on every route. */
export const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema } as const;

/**
 * Responses are serialized by Fastify's compiled serializer (fast-json-stringify) from the JSON
 * Schema of each route's zod `response` schema: fast, and a field the schema does not name never
 * leaves the server. Each schema is compiled once, when a response first needs it: compiling
 * every route's answers at start took half a second of it.
 */
export const compiledSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => (serialize ??= serializerOf(schema))(data);
};

const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();

function serializerOf(schema: z.ZodType): (data: unknown) => string {
  let serialize = serializers.get(schema);
  if (!serialize) {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
    serialize = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
    serializers.set(schema, serialize);
  }
  return serialize;
}
