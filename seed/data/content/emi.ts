/**
 * The EMI page's terms and personal-finance section (docs/requirements/content-pages.md §2, §9), written by us
 * from the spec's facts, and the demo banks. Admins edit the text at /admin/pages and the banks
 * at /admin/emi-banks.
 */
import type { EmiBankInput } from '~/modules/directory/contracts.ts';
import { taka } from '~/platform/money.ts';
import type { SeedPage } from '../../types.ts';

export const emiPages: SeedPage[] = [
  {
    slug: 'emi',
    language: 'bn',
    title: 'ইএমআই শর্তাবলী',
    metaDescription: '{shopName}-এ ০% ইএমআই: ব্যাংক, মেয়াদ, ন্যূনতম মূল্য ও পার্সোনাল ফাইন্যান্সের শর্ত।',
    body: `<h2>০% ইএমআই-এর শর্তাবলী</h2>
<ul><li>ঢাকা, চট্টগ্রাম ও রংপুরের যেকোনো রিটেইল আউটলেটে ১২ মাস পর্যন্ত ০% ইএমআই সুবিধা পাবেন; আপনি ৬, ৯ বা ১২ মাস বেছে নিতে পারেন।</li>
<li>অনলাইন অর্ডারে ইএমআই শুধু ৩ ও ৬ মাসের জন্য।</li>
<li>পণ্যের ন্যূনতম মূল্য ৫,০০০ টাকা; কিছু ব্যাংকের ক্ষেত্রে ১০,০০০ টাকা।</li>
<li>বিশেষ বা ছাড়ের মূল্যে ইএমআই প্রযোজ্য নয়; ইএমআই-তে পণ্যের নিয়মিত মূল্য ধরা হবে।</li>
<li>ইএমআই-তে কেনা পণ্যে পয়েন্ট যোগ হয় না, তবে অনলাইন ইএমআই অর্ডারে জমানো পয়েন্ট ব্যবহার করা যায়।</li>
<li>ইএমআই সুবিধা কার্ড ইস্যুকারী ব্যাংকের নিজস্ব শর্তাবলী অনুযায়ী; কার্ডের সীমা ও অনুমোদন ব্যাংক ঠিক করে।</li></ul>
<h2>পার্সোনাল ফাইন্যান্স স্কিম</h2>
<p>ক্রেডিট কার্ড না থাকলেও অংশীদার ব্যাংকের পার্সোনাল ফাইন্যান্সে কিস্তিতে কিনতে পারেন। যোগ্যতা:</p>
<ul><li>চাকরিজীবীদের ন্যূনতম মাসিক বেতন একটি ব্যাংকে ২২,০০০ টাকা, অন্যান্য ব্যাংকে ৩৫,০০০ টাকা।</li>
<li>ব্যবসায়ীদের ন্যূনতম মাসিক আয় ৫৫,০০০ টাকা।</li>
<li>ব্যাংকের চাওয়া কাগজপত্র (জাতীয় পরিচয়পত্র, বেতন বা আয়ের প্রমাণ) জমা দিতে হবে।</li></ul>
<p>বিস্তারিত জানতে হটলাইনে ফোন করুন <a href="tel:{phone}">{phone}</a> ({hours}), ই-মেইল করুন <a href="mailto:{email}">{email}</a>, অথবা আমাদের <a href="/ContactUsScreen">বিক্রয় কেন্দ্রে</a> আসুন।</p>`,
  },
  {
    slug: 'emi',
    language: 'en',
    title: 'EMI Terms',
    metaDescription: '0% EMI at {shopName}: banks, tenures, minimum price and the personal-finance scheme.',
    body: `<h2>Terms of 0% EMI</h2>
<ul><li>0% EMI for up to 12 months at any of our retail outlets in Dhaka, Chattogram and Rangpur: choose 6, 9 or 12 months.</li>
<li>Online orders can be paid by EMI over 3 or 6 months only.</li>
<li>The product must cost at least BDT 5,000; some banks ask for BDT 10,000.</li>
<li>Special and discounted prices do not get EMI: an EMI purchase is at the product's regular price.</li>
<li>EMI purchases earn no points, but points you have can be used on an online EMI order.</li>
<li>EMI is subject to the card-issuing bank's own terms; the bank decides on the card limit and approval.</li></ul>
<h2>Personal-finance scheme</h2>
<p>No credit card? Buy in instalments through a partner bank's personal finance. You qualify with:</p>
<ul><li>a monthly salary of at least BDT 22,000 at one partner bank, or BDT 35,000 at the others;</li>
<li>or a monthly business income of at least BDT 55,000;</li>
<li>and the papers the bank asks for (national ID, proof of salary or income).</li></ul>
<p>To apply, call our hotline <a href="tel:{phone}">{phone}</a> ({hours}), write to <a href="mailto:{email}">{email}</a>, or visit one of our <a href="/ContactUsScreen">sales outlets</a>.</p>`,
  },
];

// docs/requirements/content-pages.md §9: the listed card is 3 and 6 months online, 6, 9 and 12 offline, from BDT 5,000.
const ONLINE = [3, 6];
const OFFLINE = [6, 9, 12];

/** The demo banks, each with a logo drawn at seed time (seed/images.ts, `bankLogoUrl`). */
export const emiBanks: Array<Omit<EmiBankInput, 'logo'>> = [
  { name: 'BRAC Bank', onlineTenures: ONLINE, offlineTenures: OFFLINE, minimumPurchase: taka(5_000), condition: 'BRAC Bank Visa and Mastercard credit cards.' },
  { name: 'City Bank (American Express)', onlineTenures: ONLINE, offlineTenures: OFFLINE, minimumPurchase: taka(5_000), condition: 'American Express credit cards issued by City Bank.' },
  { name: 'Dutch-Bangla Bank', onlineTenures: [], offlineTenures: OFFLINE, minimumPurchase: taka(10_000), condition: 'DBBL credit cards, at our outlets only.' },
  { name: 'Eastern Bank', onlineTenures: ONLINE, offlineTenures: OFFLINE, minimumPurchase: taka(5_000), condition: 'EBL credit cards; a processing fee may apply at the bank.' },
  { name: 'Mutual Trust Bank', onlineTenures: ONLINE, offlineTenures: OFFLINE, minimumPurchase: taka(5_000), condition: 'MTB credit cards.' },
  { name: 'Standard Chartered', onlineTenures: ONLINE, offlineTenures: OFFLINE, minimumPurchase: taka(10_000), condition: 'Standard Chartered credit cards, from BDT 10,000.' },
];
