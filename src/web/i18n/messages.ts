/**
 * UI strings in English and Bengali. English texts are the spec's, word for word; a key missing
 * in Bengali falls back to English.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

const en = {
  'shell.skipToContent': 'Skip to content',
  'shell.menu': 'Menu',
  'shell.categories': 'Categories',
  'shell.closeMenu': 'Close menu',
  'shell.language': 'Language',
  'shell.switchTo': 'বাংলা',
  'search.placeholder': 'Search products',
  'search.label': 'Search',
  'search.heading': 'Searched Products',
  'search.noResults': 'No results found. Please try another search.',
  'footer.support': 'Support',
  'footer.hours': 'Support hours',
  'footer.address': 'Address',
  'footer.email': 'E-mail',
  'footer.rights': 'All rights reserved.',
  'home.categories': 'Featured Categories',
  'home.latest': 'Latest Products',
  'listing.empty': 'No Products Found',
  'listing.emptyHint': 'Please try searching for something else',
  'listing.footer': 'Page {page} of {pages} (Showing {from} to {to} of {total} products)',
  'listing.goBack': 'Go Back',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.label': 'Pages',
  'product.code': 'Product Code',
  'product.brand': 'Brand',
  'product.inStock': 'In Stock',
  'product.outOfStock': 'Out Of Stock',
  'product.preOrder': 'Pre Order',
  'product.upComing': 'Up Coming',
  'product.stock': 'Stock',
  'product.keyFeatures': 'Key Features',
  'product.noFeatures': 'No features available',
  'product.specification': 'Specification',
  'product.description': 'Description',
  'product.regularPrice': 'Regular price',
  'product.reviews': '{count} reviews',
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you asked for is not here. It may have moved, or the address may be mistyped.',
  'notFound.home': 'Back to the home page',
  'error.title': 'Something went wrong',
  'error.body': 'We could not show this page. Please try again in a moment.',
} as const;

export type MessageKey = keyof typeof en;

const bn: Partial<Record<MessageKey, string>> = {
  'shell.skipToContent': 'মূল অংশে যান',
  'shell.menu': 'মেনু',
  'shell.categories': 'ক্যাটাগরি',
  'shell.closeMenu': 'মেনু বন্ধ করুন',
  'shell.language': 'ভাষা',
  'shell.switchTo': 'English',
  'search.placeholder': 'পণ্য খুঁজুন',
  'search.label': 'খুঁজুন',
  'search.heading': 'খোঁজার ফলাফল',
  'search.noResults': 'কিছু পাওয়া যায়নি। অন্যভাবে খুঁজে দেখুন।',
  'footer.support': 'সহায়তা',
  'footer.hours': 'সহায়তার সময়',
  'footer.address': 'ঠিকানা',
  'footer.email': 'ই-মেইল',
  'footer.rights': 'সর্বস্বত্ব সংরক্ষিত।',
  'home.categories': 'বিশেষ ক্যাটাগরি',
  'home.latest': 'নতুন পণ্য',
  'listing.empty': 'কোনো পণ্য পাওয়া যায়নি',
  'listing.emptyHint': 'অন্য কিছু লিখে খুঁজে দেখুন',
  'listing.footer': 'পৃষ্ঠা {page} / {pages} ({total}টি পণ্যের মধ্যে {from} থেকে {to})',
  'listing.goBack': 'পেছনে যান',
  'pager.previous': 'আগের',
  'pager.next': 'পরের',
  'pager.label': 'পৃষ্ঠা',
  'product.code': 'পণ্য কোড',
  'product.brand': 'ব্র্যান্ড',
  'product.inStock': 'স্টকে আছে',
  'product.outOfStock': 'স্টকে নেই',
  'product.preOrder': 'প্রি-অর্ডার',
  'product.upComing': 'শীঘ্রই আসছে',
  'product.stock': 'স্টক',
  'product.keyFeatures': 'মূল বৈশিষ্ট্য',
  'product.noFeatures': 'কোনো বৈশিষ্ট্য দেওয়া নেই',
  'product.specification': 'বিবরণী',
  'product.description': 'বর্ণনা',
  'product.regularPrice': 'নিয়মিত দাম',
  'product.reviews': '{count}টি রিভিউ',
  'notFound.title': 'পৃষ্ঠাটি পাওয়া যায়নি',
  'notFound.body': 'আপনি যে পৃষ্ঠাটি খুঁজছেন সেটি এখানে নেই। ঠিকানাটি আবার দেখুন।',
  'notFound.home': 'হোম পেজে ফিরে যান',
  'error.title': 'কিছু একটা ভুল হয়েছে',
  'error.body': 'পৃষ্ঠাটি দেখানো যায়নি। একটু পরে আবার চেষ্টা করুন।',
};

const catalogs: Record<Language, Partial<Record<MessageKey, string>>> = { en, bn };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  return (key, values) => {
    const template = catalogs[language][key] ?? en[key];
    return values ? template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`)) : template;
  };
}

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
