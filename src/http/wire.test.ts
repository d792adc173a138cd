import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, Taka, toWire, WireId } from './wire.ts';

describe('the wire mapping', () => {
  it('renames every id to a string _id, at any depth', () => {
    expect(toWire({ id: 'a', items: [{ id: 7, name: 'x' }], owner: { id: 'u' } })).toEqual({ _id: 'a', items: [{ _id: '7', name: 'x' }], owner: { _id: 'u' } });
  });

  it('turns poisha into taka in money fields, a price range included, and nothing else', () => {
    expect(toWire({ price: 6_850_050, salePrice: 100, discount: 0, countInStock: 150, facets: { price: { min: 1000, max: 250_000 } } })).toEqual({
      price: 68_500.5,
      salePrice: 1,
      discount: 0,
      countInStock: 150,
      facets: { price: { min: 10, max: 2500 } },
    });
  });

  it('writes dates as ISO strings and keeps null', () => {
    expect(toWire({ createdAt: new Date('2026-01-02T03:04:05Z'), paidAt: null })).toEqual({ createdAt: '2026-01-02T03:04:05.000Z', paidAt: null });
  });
});

describe('the compiled serializer', () => {
  it('sends only the fields the response schema names', async () => {
    const app = Fastify();
    app.setSerializerCompiler(compiledSerializer);
    const schema = z.object({ _id: WireId, name: z.string(), price: Taka });
    app.get('/x', { schema: { response: { 200: schema } } }, async () => ({ _id: 'a', name: 'n', price: 1.5, passwordHash: '$argon2id$secret' }));
    const response = await app.inject({ method: 'GET', url: '/x' });
    expect(response.json()).toEqual({ _id: 'a', name: 'n', price: 1.5 });
    expect(response.body).not.toContain('argon2');
    await app.close();
  });
});
