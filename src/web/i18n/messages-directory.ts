/**
 * The strings of the brand directory, the contact page and the EMI page (content-pages.md §2),
 * English and Bengali; messages.ts adds them to its catalogues.
 */
export const directoryEn = {
  'footer.brands': 'Brands',
  'brands.heading': 'Find Your Favorite Brand',
  'brands.index': 'Brands by initial',
  'brands.noneUnder': 'No brand starts with {group}',
  'brands.other': 'Other',
  'brands.count': '{count} brands',
  'brands.empty': 'No brands yet.',
} as const;

export const directoryBn: Partial<Record<keyof typeof directoryEn, string>> = {
  'footer.brands': 'ব্র্যান্ড',
  'brands.heading': 'আপনার প্রিয় ব্র্যান্ড খুঁজুন',
  'brands.index': 'আদ্যক্ষর অনুযায়ী ব্র্যান্ড',
  'brands.noneUnder': '{group} দিয়ে কোনো ব্র্যান্ড নেই',
  'brands.other': 'অন্যান্য',
  'brands.count': '{count}টি ব্র্যান্ড',
  'brands.empty': 'এখনো কোনো ব্র্যান্ড নেই।',
};
