/**
 * The policy and company pages of the demo shops, written by us from the facts of
 * docs/requirements/content-pages.md §4 and §9. `{shopName}`, `{phone}`, `{email}`, `{hours}`, `{address}` and the
 * delivery charges (`{deliveryCharges}`, `{freeDeliveryOver}`, ...) are filled from the shop
 * settings when a page is shown. Admins edit these pages at /admin/pages.
 */
import { districtByKey } from '~/platform/districts.ts';
import { DEMO_DELIVERY, type DemoDelivery } from '../delivery.ts';
import type { SeedPage } from '../../types.ts';
import { emiPages } from './emi.ts';

/** The delivery page's charges: filled from the shop settings when the page is shown, so they follow the fees. */
const DELIVERY_CHARGES_LINE = {
  en: '<li>Delivery charge: {deliveryCharges}; free on orders over {freeDeliveryOver}. Your cart shows your charge before you order.</li>',
  bn: '<li>ডেলিভারি চার্জ: {deliveryCharges}; {freeDeliveryOver}-এর বেশি অর্ডারে ডেলিভারি ফ্রি। অর্ডারের আগেই কার্টে আপনার চার্জ দেখতে পাবেন।</li>',
};

const common: SeedPage[] = [
  {
    slug: 'privacy',
    language: 'en',
    title: 'Privacy Policy',
    metaDescription: 'How {shopName} collects, uses and protects your personal data, and how we tell you about a data breach.',
    body: `<p>This policy explains what personal data {shopName} keeps when you shop with us, why we keep it and how you can control it.</p>
<h2>What we collect</h2>
<ul><li>Your name, e-mail address and password (stored only as a secure hash) when you create an account.</li>
<li>Delivery addresses and phone numbers you give at checkout, so a courier can reach you.</li>
<li>Your orders, reviews, support requests and blog comments.</li>
<li>Technical records such as the address your request came from, kept for security and to stop abuse.</li></ul>
<h2>How we use it</h2>
<p>We use your data to process and deliver orders, answer support requests, keep your account secure and, if you ask for them, send you offers. We never sell your personal data.</p>
<h2>Who sees it</h2>
<p>Our staff, and the courier that delivers your order (name, address and phone only). We share data with authorities only when the law requires it.</p>
<h2>Cookies</h2>
<p>We use cookies only to keep you signed in, remember your cart and your language. We use no advertising or tracking cookies.</p>
<h2>Security and breaches</h2>
<p>We protect your data with encryption in transit and hashed passwords. If a breach ever affects your personal data, we will notify you within <strong>7 business days</strong> of discovering it.</p>
<h2>Your rights</h2>
<p>You can see and change your details in your profile, and ask us to delete your account by writing to <a href="mailto:{email}">{email}</a>.</p>`,
  },
  {
    slug: 'privacy',
    language: 'bn',
    title: 'গোপনীয়তা নীতি',
    metaDescription: '{shopName} কীভাবে আপনার ব্যক্তিগত তথ্য সংগ্রহ, ব্যবহার ও সুরক্ষা করে।',
    body: `<p>{shopName}-এ কেনাকাটার সময় আমরা কোন ব্যক্তিগত তথ্য রাখি, কেন রাখি এবং আপনি কীভাবে তা নিয়ন্ত্রণ করতে পারেন, এই নীতিতে তা বলা হয়েছে।</p>
<h2>যা সংগ্রহ করি</h2>
<ul><li>অ্যাকাউন্ট খুললে আপনার নাম, ই-মেইল ও পাসওয়ার্ড (শুধু নিরাপদ হ্যাশ হিসেবে)।</li>
<li>ডেলিভারির ঠিকানা ও ফোন নম্বর।</li>
<li>আপনার অর্ডার, রিভিউ, সাপোর্ট অনুরোধ ও ব্লগ মন্তব্য।</li></ul>
<h2>নিরাপত্তা</h2>
<p>কোনো তথ্য ফাঁসের ঘটনা আপনার তথ্যকে প্রভাবিত করলে আমরা তা জানার <strong>৭ কার্যদিবসের</strong> মধ্যে আপনাকে জানাব। আমরা কখনো আপনার তথ্য বিক্রি করি না।</p>
<p>অ্যাকাউন্ট মুছতে চাইলে লিখুন: <a href="mailto:{email}">{email}</a>।</p>`,
  },
  {
    slug: 'delivery',
    language: 'bn',
    title: 'অনলাইন ডেলিভারি শর্তাবলী',
    metaDescription: 'ডেলিভারির এলাকা, সময়, পেমেন্ট ও এক্সপ্রেস ডেলিভারির নিয়ম।',
    body: `<h2>ডেলিভারির সময় ও এলাকা</h2>
<ul><li>সারা বাংলাদেশে কুরিয়ারের মাধ্যমে ডেলিভারি করা হয়; সাধারণত ১ থেকে ৩ দিন বা তার বেশি সময় লাগে।</li>
${DELIVERY_CHARGES_LINE.bn}
<li>ঢাকা, গাজীপুর, রংপুর, চট্টগ্রাম ও খুলনায় ২০,০০০ টাকার বেশি মূল্যের পণ্যে আংশিক অগ্রিম পেমেন্ট লাগতে পারে।</li></ul>
<h2>পেমেন্ট ও অর্ডার নিশ্চিতকরণ</h2>
<ul><li>অগ্রিম বা সম্পূর্ণ পেমেন্টের (মোবাইল ওয়ালেট, ব্যাংক ট্রান্সফার বা অনলাইন পেমেন্ট) পর গ্রাহক অর্ডার নিশ্চিত করেন।</li>
<li>পেমেন্ট নিশ্চিতকরণের এসএমএস পাওয়ার ৩ দিনের মধ্যে পেমেন্ট করতে হবে।</li>
<li>৩ দিনের নিশ্চিতকরণ সময়ের পর ১৫ দিনের মধ্যে পণ্য সংগ্রহ না করলে অর্ডার স্বয়ংক্রিয়ভাবে বাতিল হবে; পেমেন্ট করা থাকলে রিফান্ড চার্জ প্রযোজ্য।</li>
<li>স্টোর পিকের ক্ষেত্রে নির্বাচিত শাখায় পণ্য না থাকলে অন্য শাখা থেকে আনা যায়; এজন্য অগ্রিম পেমেন্ট প্রয়োজন।</li></ul>
<h2>এক্সপ্রেস ডেলিভারি</h2>
<p>অর্ডার নিশ্চিত হওয়ার ২৪ কর্মঘণ্টার মধ্যে ডেলিভারি; দুপুর ১২টার আগে নিশ্চিত হলে একই দিনে।</p>
<h2>সহায়তা</h2>
<p>হটলাইন {phone}, সকাল ৯টা থেকে রাত ৮টা। ফেরত ও রিফান্ডের নিয়ম দেখুন: <a href="/RefundReturnPolicyScreen">রিটার্ন ও রিফান্ড নীতি</a>।</p>`,
  },
  {
    slug: 'delivery',
    language: 'en',
    title: 'Online Delivery Terms',
    metaDescription: 'Delivery areas and times, payment, express delivery and store pick-up at {shopName}.',
    body: `<h2>Delivery times and areas</h2>
<ul><li>We deliver all over Bangladesh by courier; delivery takes 1 to 3 days or more.</li>
${DELIVERY_CHARGES_LINE.en}
<li>Partial advance payment may be required for goods above BDT 20,000 in Dhaka, Gazipur, Rangpur, Chattogram and Khulna.</li></ul>
<h2>Payment and confirmation</h2>
<ul><li>An online order is confirmed by the customer after advance or full payment (mobile wallet, bank transfer or online payment).</li>
<li>Pay within 3 days of the payment-confirmation SMS.</li>
<li>An order not picked up within 15 days after the 3-day confirmation window is cancelled automatically; if you have paid, a refund charge applies.</li>
<li>Store pick: if the product is out of stock at the shop you chose, it can be transferred from another shop; advance payment is required.</li></ul>
<h2>Express delivery</h2>
<p>Within 24 working hours of confirmation, and the same day when confirmed before 12 noon.</p>
<h2>Help</h2>
<p>Hotline {phone}, 9 am to 8 pm. See also our <a href="/RefundReturnPolicyScreen">return and refund policy</a>.</p>`,
  },
  {
    slug: 'refund-return',
    language: 'bn',
    title: 'রিটার্ন ও রিফান্ড নীতি',
    metaDescription: 'পণ্য ফেরত, বদল ও রিফান্ডের নিয়ম।',
    body: `<ul><li>দোকান থেকে কেনার সময় বিক্রেতার সামনে পণ্য ভালোভাবে যাচাই করে নিন।</li>
<li>অনলাইন অর্ডারে উৎপাদনজনিত ত্রুটি থাকলে ২৪ ঘণ্টার মধ্যে হটলাইনে জানান।</li>
<li>পণ্যে কোনো দাগ থাকা চলবে না এবং বক্স অক্ষত থাকতে হবে।</li>
<li>ডেলিভারির মাধ্যমে ত্রুটিপূর্ণ পণ্য বদলাতে ঢাকার ভেতরে ২০০ টাকা; ঢাকার বাইরে শুধু কুরিয়ার চার্জ।</li>
<li>রিফান্ড হতে ৩ থেকে ১০ কার্যদিবস লাগে; অনলাইন পেমেন্টে আরও বেশি।</li>
<li>মোবাইল ফিন্যান্সিয়াল সার্ভিস, অনলাইন গেটওয়ে ও পিওএস পেমেন্টে রিফান্ড চার্জ প্রযোজ্য।</li>
<li>সফটওয়্যার ও লাইসেন্স ফেরত বা রিফান্ড হয় না।</li>
<li>শুধু অপছন্দ বা অসামঞ্জস্যের কারণে পণ্য ফেরত নেওয়া হয় না।</li>
<li>কুরিয়ারে ক্ষতিগ্রস্ত পণ্য গ্রহণ করলে তার দায় গ্রাহকের।</li>
<li>কোনো ক্যাশব্যাক পেয়ে থাকলে তা রিফান্ড থেকে কেটে নেওয়া হবে।</li></ul>`,
  },
  {
    slug: 'refund-return',
    language: 'en',
    title: 'Return and Refund Policy',
    metaDescription: 'How to return or replace a product at {shopName}, refund times, charges and exclusions.',
    body: `<ul><li>When buying in the shop, check the goods in front of the seller.</li>
<li>Report a manufacturing defect on an online order to our hotline within 24 hours of delivery.</li>
<li>The product must not be scratched and the box must be intact.</li>
<li>Replacing a defective item through delivery costs TK 200 inside Dhaka; outside Dhaka only the courier charge applies.</li>
<li>Refunds take 3 to 10 working days, longer for online payments.</li>
<li>Refund charges apply to mobile financial services, online gateways and POS payments.</li>
<li>Software and licences cannot be returned or refunded.</li>
<li>Goods that are merely unwanted or incompatible cannot be returned.</li>
<li>Courier-damaged goods accepted by the customer are at the customer's risk.</li>
<li>Any cashback received is deducted from a refund.</li></ul>`,
  },
  {
    slug: 'points',
    language: 'en',
    title: 'Points Programme',
    metaDescription: 'Earn points on every order at {shopName} and use them as a discount: 1 point is 1 taka.',
    body: `<p>Shop with your {shopName} account and earn points on every delivered order. Sign in to earn or use points.</p>
<ul><li>One point equals 1 taka: 100 points give up to 100 taka of discount.</li>
<li>Points are credited 3 to 7 days after delivery, and we tell you by e-mail.</li>
<li>Points can pay at most 50% of an order's total, and cannot be converted to cash.</li>
<li>Unused points expire after 3 months.</li>
<li>No points are earned on special-campaign items or on items bought with a voucher or coupon, and points cannot be used on an order with a promo or voucher code.</li>
<li>EMI purchases earn no points, but points can be used on online EMI orders.</li>
<li>If a purchase made with points is returned, the points are refunded.</li>
<li>The shop's decision is final.</li></ul>`,
  },
  {
    slug: 'points',
    language: 'bn',
    title: 'পয়েন্ট প্রোগ্রাম',
    metaDescription: 'প্রতিটি অর্ডারে পয়েন্ট জমান: ১ পয়েন্ট = ১ টাকা।',
    body: `<p>{shopName} অ্যাকাউন্টে লগইন করে কেনাকাটা করুন এবং প্রতিটি ডেলিভারি হওয়া অর্ডারে পয়েন্ট পান।</p>
<ul><li>১ পয়েন্ট = ১ টাকা; ১০০ পয়েন্টে সর্বোচ্চ ১০০ টাকা ছাড়।</li>
<li>ডেলিভারির ৩ থেকে ৭ দিন পর পয়েন্ট যোগ হয় এবং ই-মেইলে জানানো হয়।</li>
<li>অর্ডারের মোট মূল্যের সর্বোচ্চ ৫০% পয়েন্টে পরিশোধ করা যায়; পয়েন্ট নগদে রূপান্তর করা যায় না।</li>
<li>ব্যবহার না করলে ৩ মাসে পয়েন্টের মেয়াদ শেষ হয়।</li>
<li>বিশেষ ক্যাম্পেইন, ভাউচার বা কুপনে কেনা পণ্যে পয়েন্ট নেই; প্রোমো বা ভাউচার কোড ব্যবহার করা অর্ডারে পয়েন্ট ব্যবহার করা যায় না।</li>
<li>ইএমআই কেনাকাটায় পয়েন্ট জমে না, তবে অনলাইন ইএমআই অর্ডারে পয়েন্ট ব্যবহার করা যায়।</li>
<li>পয়েন্টে কেনা পণ্য ফেরত দিলে পয়েন্ট ফেরত দেওয়া হয়।</li>
<li>প্রতিষ্ঠানের সিদ্ধান্তই চূড়ান্ত।</li></ul>`,
  },
];

const electronics: SeedPage[] = [
  {
    slug: 'about',
    language: 'en',
    title: 'About Us',
    metaDescription: '{shopName} sells computers and electronics online and in our Khulna shop, with genuine warranty and cash on delivery.',
    body: `<h2>Our goal</h2>
<p>{shopName} began as a computer shop in Khulna with one idea: a buyer anywhere in Bangladesh should get the same honest advice, genuine products and fair prices as someone standing at our counter.</p>
<h2>Customer satisfaction</h2>
<p>We test what we sell, explain the warranty before you pay and answer every complaint. Our support line {phone} is open {hours}.</p>
<h2>Our brand promise</h2>
<p>Genuine products with the manufacturer's warranty, prices in taka with nothing hidden, cash on delivery across the country, and a team that stays with you after the sale.</p>
<p>Visit us at {address}.</p>`,
  },
  {
    slug: 'about',
    language: 'bn',
    title: 'আমাদের সম্পর্কে',
    metaDescription: '{shopName}: খুলনার কম্পিউটার ও ইলেকট্রনিক্সের দোকান, এখন অনলাইনে।',
    body: `<h2>আমাদের লক্ষ্য</h2>
<p>খুলনার একটি কম্পিউটারের দোকান হিসেবে {shopName}-এর যাত্রা শুরু। আমাদের লক্ষ্য: দেশের যেকোনো প্রান্তের ক্রেতা যেন সৎ পরামর্শ, আসল পণ্য ও ন্যায্য দাম পান।</p>
<h2>গ্রাহক সন্তুষ্টি</h2>
<p>আমরা পণ্য পরীক্ষা করে বিক্রি করি, দাম দেওয়ার আগে ওয়ারেন্টি বুঝিয়ে দিই এবং প্রতিটি অভিযোগের উত্তর দিই। হটলাইন {phone}।</p>
<h2>আমাদের প্রতিশ্রুতি</h2>
<p>নির্মাতার ওয়ারেন্টিসহ আসল পণ্য, টাকায় স্বচ্ছ দাম, সারা দেশে ক্যাশ অন ডেলিভারি।</p>`,
  },
  {
    slug: 'terms',
    language: 'en',
    title: 'Terms and Conditions',
    metaDescription: 'The terms of buying at {shopName}, including the warranty terms for laptops, monitors and other products.',
    body: `<p>By ordering from {shopName} you accept these terms. Prices are in taka and include VAT where it applies.</p>
<h2>Orders</h2>
<p>An order is confirmed when we call or message you. We may cancel an order when a product is out of stock or its price was shown in error; any payment is refunded in full.</p>
<h2>Warranty terms</h2>
<ul><li>Laptops carry 1 to 3 years of warranty depending on the brand and model; laptop batteries and adapters carry 1 year only.</li>
<li>A monitor is replaced for dead pixels only when at least 3 dead pixels are visible.</li>
<li>Keep the invoice and the box: the warranty is claimed with them.</li>
<li>Repair takes 5 to 7 days, and 35 to 40 days or more when parts must be imported.</li>
<li>A claim is void if the product is not collected while service is pending for more than 2 months.</li></ul>
<h2>Not covered by warranty</h2>
<ul><li>Physical damage, burns, liquid damage or broken seals and stickers.</li>
<li>Damage from power fluctuation, lightning or wrong installation.</li>
<li>Software problems, viruses and data loss: back up your data before a repair.</li></ul>
<p>Questions about warranty: write to <a href="mailto:{email}">{email}</a>.</p>`,
  },
  {
    slug: 'terms',
    language: 'bn',
    title: 'শর্তাবলী',
    metaDescription: '{shopName}-এ কেনাকাটার শর্তাবলী ও ওয়ারেন্টির নিয়ম।',
    body: `<h2>ওয়ারেন্টির নিয়ম</h2>
<ul><li>ব্র্যান্ড ও মডেলভেদে ল্যাপটপে ১ থেকে ৩ বছর ওয়ারেন্টি; ল্যাপটপের ব্যাটারি ও অ্যাডাপ্টারে শুধু ১ বছর।</li>
<li>মনিটরে অন্তত ৩টি ডেড পিক্সেল দেখা গেলে তবেই দাবি গ্রহণযোগ্য।</li>
<li>মেরামতে ৫ থেকে ৭ দিন লাগে; যন্ত্রাংশ আমদানি করতে হলে ৩৫ থেকে ৪০ দিন বা তার বেশি।</li>
<li>সার্ভিস ২ মাসের বেশি অমীমাংসিত থাকলে (পণ্য সংগ্রহ না করলে) দাবি বাতিল হবে।</li></ul>
<h2>যা ওয়ারেন্টির আওতায় নেই</h2>
<ul><li>শারীরিক ক্ষতি, পোড়া, তরলে ক্ষতি বা সিল ও স্টিকার ছেঁড়া।</li>
<li>বিদ্যুতের ওঠানামা বা বজ্রপাতে ক্ষতি।</li>
<li>সফটওয়্যার সমস্যা ও ডেটা হারানো।</li></ul>
<p>ওয়ারেন্টি সংক্রান্ত প্রশ্ন: <a href="mailto:{email}">{email}</a></p>`,
  },
];

const homeopathy: SeedPage[] = [
  {
    slug: 'about',
    language: 'en',
    title: 'About Us',
    metaDescription: '{shopName} supplies genuine homeopathic medicines from trusted makers across Bangladesh.',
    body: `<h2>Our goal</h2>
<p>{shopName} brings genuine homeopathic medicines from German, Indian and Bangladeshi makers to every district, sealed and within date.</p>
<h2>Customer satisfaction</h2>
<p>Every order is checked by a pharmacist before it leaves us. Our support line {phone} is open {hours}.</p>
<h2>Our brand promise</h2>
<p>Sealed original packs, clear prices in taka and cash on delivery. Always consult a registered homeopathic physician.</p>`,
  },
  {
    slug: 'terms',
    language: 'en',
    title: 'Terms and Conditions',
    metaDescription: 'The terms of buying homeopathic medicines at {shopName}.',
    body: `<p>By ordering from {shopName} you accept these terms. Prices are in taka.</p>
<h2>Quality guarantee</h2>
<ul><li>Every medicine is delivered sealed, with at least 12 months before its expiry date.</li>
<li>A broken seal or a leaking bottle on delivery is replaced free: tell us within 24 hours.</li>
<li>Opened medicines cannot be returned.</li></ul>
<p>Questions: write to <a href="mailto:{email}">{email}</a>.</p>`,
  },
];

const takaEn = (amount: number) => `৳${amount.toLocaleString('en-IN')}`;
const takaBn = (amount: number) => `৳${amount.toLocaleString('bn-BD')}`;

/**
 * The delivery pages as demo shops seeded before the delivery placeholders wrote them, their
 * charges in the text: seed/content.ts replaces a page still so written with today's.
 */
export function deliveryPagesAsWritten(catalog: string): SeedPage[] {
  const fees: DemoDelivery = catalog === 'homeopathy' ? DEMO_DELIVERY.homeopathy : DEMO_DELIVERY.electronics;
  const district = districtByKey(fees.shopDistrict)!;
  const written = {
    en: `<li>Delivery charge: ${takaEn(fees.localShippingFee)} inside ${district.en} district, ${takaEn(fees.shippingFee)} anywhere else in Bangladesh; free on orders over ${takaEn(fees.freeShippingThreshold)}. Your cart shows your charge before you order.</li>`,
    bn: `<li>ডেলিভারি চার্জ: ${district.bn} জেলার ভেতরে ${takaBn(fees.localShippingFee)}, বাংলাদেশের অন্য যেকোনো জেলায় ${takaBn(fees.shippingFee)}; ${takaBn(fees.freeShippingThreshold)}-এর বেশি অর্ডারে ডেলিভারি ফ্রি। অর্ডারের আগেই কার্টে আপনার চার্জ দেখতে পাবেন।</li>`,
  };
  return common.filter((page) => page.slug === 'delivery').map((page) => ({ ...page, body: page.body.replace(DELIVERY_CHARGES_LINE[page.language], written[page.language]) }));
}

/** The pages of a demo catalogue. */
export function seedPages(catalog: string): SeedPage[] {
  return [...common, ...emiPages, ...(catalog === 'homeopathy' ? homeopathy : electronics)];
}
