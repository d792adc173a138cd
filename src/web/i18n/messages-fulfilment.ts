/**
 * The strings of the work after an order (issue 24) that came after the first order screens:
 * the admin list's filters, search and export. English and Bengali; messages.ts adds them to
 * its catalogues.
 */
export const fulfilmentEn = {
  'orders.filters': 'Filter orders',
  'orders.search': 'Search',
  'orders.searchHint': 'Order number, mobile number or name',
  'orders.delivery': 'Delivery',
  'orders.courier': 'Courier',
  'orders.district': 'District',
  'orders.from': 'Placed from',
  'orders.to': 'Placed to',
  'orders.clearFilters': 'Clear filters',
  'orders.exportCsv': 'Export {count} as CSV',
  'error.unknownDistrict': 'Unknown district',
  'error.dateFormat': 'Enter a date such as 2026-12-04',
  'error.daysReversed': 'The first day must be on or before the last',
} as const;

export const fulfilmentBn: Record<keyof typeof fulfilmentEn, string> = {
  'orders.filters': 'অর্ডার ছাঁকুন',
  'orders.search': 'খুঁজুন',
  'orders.searchHint': 'অর্ডার নম্বর, মোবাইল নম্বর বা নাম',
  'orders.delivery': 'ডেলিভারি',
  'orders.courier': 'কুরিয়ার',
  'orders.district': 'জেলা',
  'orders.from': 'অর্ডারের তারিখ, থেকে',
  'orders.to': 'অর্ডারের তারিখ, পর্যন্ত',
  'orders.clearFilters': 'ছাঁকনি মুছুন',
  'orders.exportCsv': '{count}টি CSV হিসেবে নামান',
  'error.unknownDistrict': 'এই নামে কোনো জেলা নেই',
  'error.dateFormat': '২০২৬-১২-০৪ এর মতো করে তারিখ লিখুন',
  'error.daysReversed': 'প্রথম দিনটি শেষ দিনের আগে বা একই দিনে হতে হবে',
};
