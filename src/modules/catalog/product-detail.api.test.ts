import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeBrand, makeCategory, makeProduct, makeSubCategory } from '../../../test/factories.ts';

describe('product detail API', () => {
  const t = useTestApp();
  let id: string;
  let slug: string;

  beforeAll(async () => {
    const category = await makeCategory(t.db, { name: 'Monitor' });
    const sub = await makeSubCategory(t.db, category.id, 'Gaming Monitor');
    const brand = await makeBrand(t.db, 'Samsung');
    const product = await makeProduct(t.db, {
      name: 'Samsung Odyssey G5 27"',
      price: 32000,
      discount: 2500,
      countInStock: 7,
      categoryId: category.id,
      subCategoryId: sub.id,
      brandId: brand.id,
      feature: '27" QHD VA panel\n165 Hz refresh rate',
      description: '<p>Curved <strong>gaming</strong> monitor.</p>',
      image: '/uploads/demo/monitor-0.webp',
      additionalImages: ['/uploads/demo/monitor-1.webp'],
      specifications: [{ name: 'Display', values: [{ name: 'Size', value: '27 inch' }] }],
    });
    id = product.id;
    slug = product.slug;
  });

  it('answers every field the product page and the cart read, with the sale price', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: id,
      slug,
      name: 'Samsung Odyssey G5 27"',
      productCode: expect.stringMatching(/^[A-Z]{3}\d{9}$/),
      price: 32000,
      salePrice: 29500,
      discount: 2500,
      image: '/uploads/demo/monitor-0.webp',
      additionalImages: ['/uploads/demo/monitor-1.webp'],
      brand: 'Samsung',
      category: 'Monitor',
      subCategory: 'Gaming Monitor',
      feature: '27" QHD VA panel\n165 Hz refresh rate',
      description: '<p>Curved <strong>gaming</strong> monitor.</p>',
      countInStock: 7,
      availability: 'in_stock',
      rating: 0,
      numReviews: 0,
      reviews: [],
      specifications: [{ name: 'Display', values: [{ name: 'Size', value: '27 inch' }] }],
    });
  });

  it('serves the description without script, whatever was stored', async () => {
    const product = await makeProduct(t.db, { description: '<p onclick="steal()">Fast<script>steal()</script> <a href="javascript:steal()">SSD</a></p>' });
    const { description } = (await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` })).json();
    expect(description).toContain('Fast');
    expect(description).not.toMatch(/script|onclick|javascript:/i);
  });
});
