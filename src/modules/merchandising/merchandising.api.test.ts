import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BANNER_HEIGHT, BANNER_WIDTH, ensureOfferBanners, offerBannerUrl } from '../../../seed/images.ts';
import { localStorage } from '~/platform/storage.ts';
import { useTestApp } from '../../../test/app.ts';
import { makeNotice, makeOffer } from '../../../test/factories.ts';
import { firstActiveNotice, listActiveOffers } from './service.ts';

describe('offers and notices', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const base = Date.now();
    await makeOffer(t.db, { title: 'Eid Laptop Festival', description: 'Laptops for Eid', imageUrl: '/uploads/demo/offer-0.webp', createdAt: new Date(base) });
    await makeOffer(t.db, { title: 'Old Campaign', isActive: false, createdAt: new Date(base + 1) });
    await makeOffer(t.db, { title: 'Gaming Week', createdAt: new Date(base + 2) });
    await makeNotice(t.db, { title: 'Expired notice', isActive: false, createdAt: new Date(base) });
    await makeNotice(t.db, { title: 'Delivery times', description: 'Within 48 hours in Khulna', createdAt: new Date(base + 1) });
    await makeNotice(t.db, { title: 'Hotline', createdAt: new Date(base + 2) });
  });

  it('GET /api/offers answers the active offers only, in creation order, in the spec’s shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/offers' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((o: { title: string }) => o.title)).toEqual(['Eid Laptop Festival', 'Gaming Week']);
    expect(Object.keys(body[0]).sort()).toEqual(['_id', 'description', 'descriptionBn', 'imageUrl', 'isActive', 'title', 'titleBn']);
    expect(body[0]).toMatchObject({ description: 'Laptops for Eid', imageUrl: '/uploads/demo/offer-0.webp', isActive: true });
    expect(typeof body[0]._id).toBe('string');
  });

  it('GET /api/notices answers the active notices only, in the spec’s shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notices' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((n: { title: string }) => n.title)).toEqual(['Delivery times', 'Hotline']);
    expect(Object.keys(body[0]).sort()).toEqual(['_id', 'description', 'descriptionBn', 'isActive', 'title', 'titleBn']);
    expect(body.every((n: { isActive: boolean }) => n.isActive)).toBe(true);
  });

  it('the home page scrolls the first active notice', async () => {
    expect(await firstActiveNotice(t.db)).toMatchObject({ title: 'Delivery times', description: 'Within 48 hours in Khulna' });
    expect((await listActiveOffers(t.db)).every((o) => o.isActive)).toBe(true);
  });
});

describe('offer banners', () => {
  it('are rendered as 1200×400 pictures at the URL the seeded offers carry', async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), 'haat-banners-'));
    await ensureOfferBanners(localStorage(uploads), 3);
    for (const index of [0, 1, 2]) {
      const url = offerBannerUrl(index);
      const meta = await sharp(path.join(uploads, url.replace('/uploads/', ''))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: BANNER_WIDTH, height: BANNER_HEIGHT });
    }
  });
});
