import { describe, expect, it, beforeAll } from 'vitest';
import { contentPages, shopSettings } from '~/modules/schema.ts';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { seedContent } from '../../../seed/content.ts';
import { deliveryPagesAsWritten } from '../../../seed/data/content/pages.ts';
import { invalidateSettingsCache } from '~/modules/settings/service.ts';
import { sanitizeRichText } from '~/platform/rich-text.ts';

describe('content pages', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    await t.db.insert(shopSettings).values({
      shopName: 'Haat',
      phone: '01712-345678',
      email: 'help@haat.example',
      address: 'KDA Avenue, Khulna',
      supportHours: '10 AM to 7 PM',
      deliveryPromise: '1 to 3 days',
      freeShippingThreshold: 10_000,
      shippingFee: 10_000,
      catalog: 'electronics',
    });
    await seedContent(t.db, 'electronics', []);
    admin = await signInAdmin(t.app, t.db);
    customer = await signUp(t.app);
  });

  const put = (slug: string, payload: object, as: SignedIn | null = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/pages/${slug}`, headers: as ? bearer(as) : {}, payload });

  it('serves the seeded terms page with the warranty terms and the shop’s e-mail filled in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/terms' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ slug: 'terms', language: 'en', title: 'Terms and Conditions' });
    expect(typeof page._id).toBe('string');
    expect(page.body).toContain('3 dead pixels');
    expect(page.body).toContain('<a href="mailto:help@haat.example" rel="nofollow">help@haat.example</a>');
    expect(page.body).not.toContain('{email}');
  });

  it('answers in Bengali where written, and in English where not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/delivery?lang=bn' })).json().title).toBe('অনলাইন ডেলিভারি শর্তাবলী');
    await t.db.delete(contentPages).where(eq(contentPages.slug, 'privacy'));
    await put('privacy', { language: 'en', title: 'Privacy Policy', body: '<p>We keep little.</p>' });
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/privacy?lang=bn' })).json()).toMatchObject({ language: 'en', title: 'Privacy Policy' });
  });

  it('fills the delivery page’s charges from the settings, in the page’s language and digits, and follows a change', async () => {
    const charges = async (lang: string) => (await t.app.inject({ method: 'GET', url: `/api/pages/delivery?lang=${lang}` })).json().body as string;
    // One fee everywhere (no local fee in these settings).
    expect(await charges('en')).toContain('<li>Delivery charge: ৳100 anywhere in Bangladesh; free on orders over ৳100. ');
    expect(await charges('bn')).toContain('<li>ডেলিভারি চার্জ: বাংলাদেশের যেকোনো জেলায় ৳১০০; ৳১০০-এর বেশি অর্ডারে ডেলিভারি ফ্রি। ');
    // An admin changes the fees: the page says the new ones, with nothing edited in it.
    await t.db.update(shopSettings).set({ shippingFee: 15_000, localShippingFee: 7_500, shopDistrict: 'khulna', freeShippingThreshold: 1_200_000 });
    invalidateSettingsCache(t.app.cache);
    expect(await charges('en')).toContain('<li>Delivery charge: ৳75 inside Khulna district, ৳150 anywhere else in Bangladesh; free on orders over ৳12,000. ');
    expect(await charges('bn')).toContain('<li>ডেলিভারি চার্জ: খুলনা জেলার ভেতরে ৳৭৫, বাংলাদেশের অন্য যেকোনো জেলায় ৳১৫০; ৳১২,০০০-এর বেশি অর্ডারে ডেলিভারি ফ্রি। ');
    expect(await charges('en')).not.toMatch(/\{\w+\}/);
  });

  it('gives a delivery page still as the demo wrote it, charges in the text, the placeholders, and keeps an edited one', async () => {
    const [oldEnglish, oldBengali] = ['en', 'bn'].map((language) => deliveryPagesAsWritten('electronics').find((page) => page.language === language)!);
    const bodyOf = async (language: 'en' | 'bn') =>
      (await t.db.select({ body: contentPages.body }).from(contentPages).where(and(eq(contentPages.slug, 'delivery'), eq(contentPages.language, language))))[0].body;
    const today = await bodyOf('en');
    expect(today).toContain('{deliveryCharges}');
    await t.db.update(contentPages).set({ body: sanitizeRichText(oldEnglish.body) }).where(and(eq(contentPages.slug, 'delivery'), eq(contentPages.language, 'en')));
    const edited = `${sanitizeRichText(oldBengali.body)}<p>Our own words.</p>`;
    await t.db.update(contentPages).set({ body: edited }).where(and(eq(contentPages.slug, 'delivery'), eq(contentPages.language, 'bn')));
    expect(await bodyOf('en')).toContain('Delivery charge: ৳60 inside Khulna district');

    await seedContent(t.db, 'electronics', []);
    expect(await bodyOf('en')).toBe(today);
    expect(await bodyOf('bn')).toBe(edited);
  });

  it('lets an admin edit a page, sanitizing the body, and shows the edit at once', async () => {
    const response = await put('about', {
      language: 'en',
      title: 'About Haat',
      metaDescription: 'Who we are',
      body: '<h2>Hello</h2><p onclick="steal()">We sell <a href="javascript:alert(1)">laptops</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe>',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().body).toBe('<h2>Hello</h2><p>We sell <a rel="nofollow">laptops</a></p>');
    const read = (await t.app.inject({ method: 'GET', url: '/api/pages/about' })).json();
    expect(read).toMatchObject({ title: 'About Haat', metaDescription: 'Who we are', body: '<h2>Hello</h2><p>We sell <a rel="nofollow">laptops</a></p>' });
  });

  it('refuses page edits from visitors (401) and customers (403), and writes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/pages/points' })).json();
    expect((await put('points', { language: 'en', title: 'Hacked', body: '<p>x</p>' }, null)).statusCode).toBe(401);
    expect((await put('points', { language: 'en', title: 'Hacked', body: '<p>x</p>' }, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/points', headers: bearer(customer) })).json()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/pages', headers: bearer(customer) })).statusCode).toBe(403);
  });

  it('refuses an unknown page, a missing title, an unknown field, a control character and a non-https video', async () => {
    expect((await put('secret', { language: 'en', title: 'x', body: '<p>x</p>' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/secret' })).statusCode).toBe(400);
    const cases = [
      { language: 'en', body: '<p>x</p>' },
      { language: 'en', title: 'x', body: '<p>x</p>', isAdmin: true },
      { language: 'en', title: 'x\u0000', body: '<p>x</p>' },
      { language: 'en', title: 'x', body: '<p>x\u0007</p>' },
      { language: 'fr', title: 'x', body: '<p>x</p>' },
      { language: 'en', title: 'x', body: '<p>x</p>', videoUrl: 'javascript:alert(1)' },
      { language: 'en', title: 'x'.repeat(201), body: '<p>x</p>' },
    ];
    for (const payload of cases) {
      const response = await put('points', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/points' })).json().title).toBe('Points Programme');
  });

  it('keeps a YouTube video in any of its address forms as its watch address, with its title and picture', async () => {
    const picture = '/uploads/media/0b5e0a3c-3f5e-4b43-9a4f-1b2c3d4e5f60.webp';
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      const response = await put('points', { language: 'en', title: 'Points Programme', body: '<p>Earn</p>', videoUrl: address, videoTitle: 'How points work', videoPicture: picture });
      expect(response.statusCode, address).toBe(200);
      expect(response.json(), address).toMatchObject({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoTitle: 'How points work', videoPicture: picture });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/points' })).json()).toMatchObject({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoTitle: 'How points work' });
  });

  it('refuses a video that is not on YouTube, a forged video id and a picture from another site, and keeps the page as it was', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/pages/points' })).json();
    for (const video of [
      { videoUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ' },
      { videoUrl: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9"><script>' },
      { videoUrl: 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ' },
      { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoPicture: 'https://evil.example/p.jpg' },
      { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoTitle: 'x'.repeat(201) },
    ]) {
      const response = await put('points', { language: 'en', title: 'Changed', body: '<p>Changed</p>', ...video });
      expect(response.statusCode, JSON.stringify(video)).toBe(400);
      expect(response.json().message).toMatch(/Video URL must be the address of a YouTube video|Video picture must be an image uploaded to the shop|Video title must be at most/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/points' })).json()).toEqual(before);
  });

  it('lists every page and language for admins', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/pages', headers: bearer(admin) })).json() as { slug: string; language: string }[];
    expect(list.map((p) => `${p.slug}:${p.language}`)).toEqual(expect.arrayContaining(['about:en', 'about:bn', 'refund-return:bn', 'refund-return:en', 'points:en']));
    expect(list[0]).not.toHaveProperty('body');
  });
});
