/**
 * The strings of the shop's own words in Bengali (docs/decisions/039): the admin's Bengali
 * fields beside the English ones, and the specification glossary. English and Bengali;
 * messages.ts adds them to its catalogues.
 */
export const bengaliWordsEn = {
  'admin.bengaliHint': 'Optional: Bengali pages show it; left empty, they show the English one.',
  'admin.shopAddressBn': 'Address in Bengali',
  'admin.supportHoursBn': 'Support hours in Bengali',
  'admin.deliveryPromiseBn': 'Delivery promise in Bengali',
  'admin.titleBn': 'Title in Bengali',
  'admin.descriptionBn': 'Description in Bengali',
  'admin.introBn': 'Intro in Bengali',
  'admin.bodyBn': 'Body in Bengali',
  'admin.branchNameBn': 'Branch name in Bengali',
  'admin.outletAddressBn': 'Address in Bengali',
  'admin.conditionBn': 'Condition in Bengali',
  'admin.specGlossary': 'Specification Glossary',
  'admin.addGlossaryEntry': 'Add Glossary Entry',
  'admin.editGlossaryEntry': 'Edit Glossary Entry',
  'admin.glossaryTerm': 'English name',
  'admin.glossaryBengali': 'Bengali',
  'admin.glossaryHint':
    'A specification group or field name as products have it (Processor, Warranty, Cores), any case, and its Bengali. Product, compare and PC builder pages show the Bengali on Bengali pages; a name without an entry shows as it is.',
  'admin.glossaryEntryDeleted': 'Glossary entry deleted',
  'admin.noGlossaryEntries': 'No glossary entries yet.',
  'error.glossaryTermTaken': '“{term}” already has an entry',
  'error.bengaliTooLong': 'The Bengali must be at most {max} characters',
  'error.englishNameTooLong': 'The English name must be at most {max} characters',
  'error.controlCharacters': 'Remove the invisible or direction-changing characters from this field',
  'listing.priceRefused': 'Write an amount in taka up to {max}',
  'listing.priceNotApplied': 'A price you wrote is not an amount in taka up to {max}, so the list is not filtered by it.',
};

export const bengaliWordsBn: Record<keyof typeof bengaliWordsEn, string> = {
  'admin.bengaliHint': 'ঐচ্ছিক: বাংলা পাতায় এটি দেখানো হয়; খালি রাখলে ইংরেজিটি দেখানো হয়।',
  'admin.shopAddressBn': 'বাংলায় ঠিকানা',
  'admin.supportHoursBn': 'বাংলায় সহায়তার সময়',
  'admin.deliveryPromiseBn': 'বাংলায় ডেলিভারির প্রতিশ্রুতি',
  'admin.titleBn': 'বাংলায় শিরোনাম',
  'admin.descriptionBn': 'বাংলায় বিবরণ',
  'admin.introBn': 'বাংলায় সূচনা',
  'admin.bodyBn': 'বাংলায় মূল লেখা',
  'admin.branchNameBn': 'বাংলায় শাখার নাম',
  'admin.outletAddressBn': 'বাংলায় ঠিকানা',
  'admin.conditionBn': 'বাংলায় শর্ত',
  'admin.specGlossary': 'স্পেসিফিকেশন শব্দকোষ',
  'admin.addGlossaryEntry': 'শব্দকোষে যোগ করুন',
  'admin.editGlossaryEntry': 'শব্দকোষের শব্দ সম্পাদনা',
  'admin.glossaryTerm': 'ইংরেজি নাম',
  'admin.glossaryBengali': 'বাংলা',
  'admin.glossaryHint':
    'পণ্যে যেমন আছে তেমন স্পেসিফিকেশনের গ্রুপ বা ঘরের নাম (Processor, Warranty, Cores; ছোট-বড় হাতের অক্ষর যেকোনো) ও তার বাংলা। পণ্য, তুলনা ও পিসি বিল্ডারের বাংলা পাতায় বাংলাটি দেখানো হয়; যে নামের কোনো শব্দ নেই, তা যেমন আছে তেমন দেখানো হয়।',
  'admin.glossaryEntryDeleted': 'শব্দকোষের শব্দ মুছে ফেলা হয়েছে',
  'admin.noGlossaryEntries': 'শব্দকোষে এখনো কোনো শব্দ নেই।',
  'error.glossaryTermTaken': '“{term}”-এর জন্য আগে থেকেই একটি শব্দ আছে',
  'error.bengaliTooLong': 'বাংলা লেখাটি সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'error.englishNameTooLong': 'ইংরেজি নামটি সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'error.controlCharacters': 'এই ঘর থেকে অদৃশ্য বা লেখার দিক বদলানো অক্ষরগুলো মুছে ফেলুন',
  'listing.priceRefused': '{max} পর্যন্ত টাকার অঙ্ক লিখুন',
  'listing.priceNotApplied': 'আপনার লেখা দামটি {max} পর্যন্ত টাকার অঙ্ক নয়, তাই তালিকাটি সেই দামে ফিল্টার করা হয়নি।',
};
