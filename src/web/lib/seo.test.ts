import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '~/modules/catalog/contracts.ts';
import { metaDescription, productJsonLd, schemaAvailability } from './seo.ts';

const product: ProductDetail = {
  id: 'p1',
  slug: 'hp-laptop',
  name: 'HP 15s Laptop',
  productCode: 'LAP123456789',
  image: '/uploads/demo/laptop-0.webp',
  imagePreview: '',
  additionalImages: ['/uploads/demo/laptop-1.webp'],
  brand: 'HP',
  category: 'Laptop',
  subCategory: 'HP',
  feature: 'Core i5\n8GB RAM',
  description: '<p>A <strong>fast</strong> laptop.</p>',
  keywords: [],
  specifications: [],
  price: 7_000_000,
  salePrice: 6_850_050,
  discount: 0,
  countInStock: 3,
  availability: 'in_stock',
  rating: 4.333333,
  numReviews: 3,
  fontCategory: '',
  isBold: false,
  isItalic: false,
  isUnderline: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('product JSON-LD', () => {
  it('offers the sale price in BDT with availability and the aggregate rating', () => {
    const ld = productJsonLd(product, 'https://haat.example');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'HP 15s Laptop',
      sku: 'LAP123456789',
      url: 'https://haat.example/product/hp-laptop',
      image: ['https://haat.example/uploads/demo/laptop-0.webp', 'https://haat.example/uploads/demo/laptop-1.webp'],
      description: 'A fast laptop.',
      brand: { '@type': 'Brand', name: 'HP' },
      offers: { '@type': 'Offer', price: '68500.50', priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.33, reviewCount: 3 },
    });
  });

  it('leaves out the rating before the first review', () => {
    expect(productJsonLd({ ...product, rating: 0, numReviews: 0 }, 'https://haat.example')).not.toHaveProperty('aggregateRating');
  });

  it.each([
    [{ availability: 'in_stock', countInStock: 2 }, 'https://schema.org/InStock'],
    [{ availability: 'in_stock', countInStock: 0 }, 'https://schema.org/OutOfStock'],
    [{ availability: 'pre_order', countInStock: 0 }, 'https://schema.org/PreOrder'],
    [{ availability: 'up_coming', countInStock: 0 }, 'https://schema.org/PreOrder'],
  ] as const)('maps %j to %s', (fields, expected) => {
    expect(schemaAvailability(fields)).toBe(expected);
  });

  it('cuts meta descriptions at a word, without markup', () => {
    const text = metaDescription(`<p>${'word '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^word( word)*…$/);
  });
});
