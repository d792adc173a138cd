/**
 * The strings of search as shoppers type it: the results heading, what a search that found
 * nothing suggests, the header's suggestions, and the admin's synonym groups (docs/decisions/004).
 * English and Bengali; messages.ts adds them to its catalogues.
 */
export const searchEn = {
  'search.resultsFor': '{count} results for “{keyword}”',
  'search.resultFor': '1 result for “{keyword}”',
  'search.noResultsFor': 'No results for “{keyword}”',
  'search.onlyShoppingWords': 'Tell us what you are looking for: a product, a brand or a model, such as “laptop” or “RTX 4060”.',
  'search.didYouMean': 'Did you mean',
  'search.tryCategories': 'Or browse these categories:',
  'search.suggestions': 'Suggestions',
  'search.suggestedProducts': 'Products',
  'search.suggestedCategories': 'Categories',
  'search.seeAll': 'See all results for “{keyword}”',
  'admin.searchSynonyms': 'Search Synonyms',
  'admin.addSynonymGroup': 'Add Synonym Group',
  'admin.editSynonymGroup': 'Edit Synonym Group',
  'admin.synonymWords': 'Words',
  'admin.synonymWordsHint': 'Words that find the same products, separated by commas: English, Bengali and Banglish spellings (laptop, ল্যাপটপ, লেপটপ). Each word is one or two words; a Bengali word’s endings (ল্যাপটপের) need no entry.',
  'admin.synonymGroupDeleted': 'Synonym group deleted',
  'admin.noSynonymGroups': 'No synonym groups yet.',
  'error.synonymTaken': '“{word}” is already in another group',
  'error.synonymTooFew': 'A group needs at least {min} different words',
  'error.synonymTooMany': 'At most {max} words in a group',
  'error.synonymWord': 'Each word must be one or two words of letters and digits',
};

export const searchBn: Record<keyof typeof searchEn, string> = {
  'search.resultsFor': '“{keyword}”-এর জন্য {count}টি ফলাফল',
  'search.resultFor': '“{keyword}”-এর জন্য 1টি ফলাফল',
  'search.noResultsFor': '“{keyword}”-এর জন্য কিছু পাওয়া যায়নি',
  'search.onlyShoppingWords': 'কী খুঁজছেন লিখুন: পণ্য, ব্র্যান্ড বা মডেল, যেমন “ল্যাপটপ” বা “RTX 4060”।',
  'search.didYouMean': 'আপনি কি খুঁজছেন',
  'search.tryCategories': 'অথবা এই ক্যাটাগরিগুলো দেখুন:',
  'search.suggestions': 'পরামর্শ',
  'search.suggestedProducts': 'পণ্য',
  'search.suggestedCategories': 'ক্যাটাগরি',
  'search.seeAll': '“{keyword}”-এর সব ফলাফল দেখুন',
  'admin.searchSynonyms': 'সমার্থক শব্দ (খোঁজ)',
  'admin.addSynonymGroup': 'সমার্থক শব্দের দল যোগ করুন',
  'admin.editSynonymGroup': 'সমার্থক শব্দের দল সম্পাদনা',
  'admin.synonymWords': 'শব্দ',
  'admin.synonymWordsHint': 'যে শব্দগুলো একই পণ্য খুঁজে দেয়, কমা দিয়ে আলাদা করে লিখুন: ইংরেজি, বাংলা ও বাংলিশ বানান (laptop, ল্যাপটপ, লেপটপ)। প্রতিটি এক বা দুই শব্দের; বাংলা শব্দের বিভক্তি (ল্যাপটপের) আলাদা করে লিখতে হয় না।',
  'admin.synonymGroupDeleted': 'সমার্থক শব্দের দল মুছে ফেলা হয়েছে',
  'admin.noSynonymGroups': 'এখনো কোনো সমার্থক শব্দের দল নেই।',
  'error.synonymTaken': '“{word}” আগে থেকেই অন্য একটি দলে আছে',
  'error.synonymTooFew': 'একটি দলে অন্তত {min}টি আলাদা শব্দ লাগবে',
  'error.synonymTooMany': 'একটি দলে সর্বোচ্চ {max}টি শব্দ থাকতে পারে',
  'error.synonymWord': 'প্রতিটি শব্দ অক্ষর ও সংখ্যার এক বা দুই শব্দের হতে হবে',
};
