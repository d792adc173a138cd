/**
 * The Bengali versions of the demo shop's own words (docs/decisions/039), keyed by the English
 * text they translate, so they reach a shop seeded before they existed and never replace what
 * an admin wrote: seed/bengali-words.ts fills a Bengali field only where it is empty and the
 * English one is still the demo's.
 */

/** The shop settings of both catalogues: English address, hours or delivery promise → Bengali. */
export const SETTINGS_BN: Record<string, string> = {
  'Shop 12, 3rd Floor, KDA Avenue, Khulna 9100, Bangladesh': 'দোকান ১২, ৩য় তলা, কেডিএ এভিনিউ, খুলনা ৯১০০, বাংলাদেশ',
  '9 AM - 8 PM': 'সকাল ৯টা - রাত ৮টা',
  'Delivery within 48 hours in Khulna city, 3 working days elsewhere': 'খুলনা শহরে ৪৮ ঘণ্টার মধ্যে, অন্যত্র ৩ কার্যদিবসে ডেলিভারি',
  'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh': 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ',
  '10 AM - 8 PM': 'সকাল ১০টা - রাত ৮টা',
  'Cash on delivery anywhere in Bangladesh within 3 working days': 'বাংলাদেশের যেকোনো জায়গায় ৩ কার্যদিবসে ক্যাশ অন ডেলিভারি',
};

/** Offers and notices of both catalogues, by English title. */
export const MERCHANDISE_BN: Record<string, { titleBn: string; descriptionBn: string }> = {
  'Eid Laptop Festival': {
    titleBn: 'ঈদ ল্যাপটপ উৎসব',
    descriptionBn: 'ঈদে বাছাই করা ASUS, Acer ও Lenovo ল্যাপটপে বিশেষ দাম, আর প্রতিটি ল্যাপটপের সাথে ফ্রি ল্যাপটপ ব্যাগ ও মাউস।',
  },
  'Gaming Week': {
    titleBn: 'গেমিং সপ্তাহ',
    descriptionBn: 'স্বপ্নের গেমিং পিসি গড়ুন: RTX ও Radeon গ্রাফিক্স কার্ড, গেমিং মনিটর আর মেকানিক্যাল কিবোর্ডে ছাড়।',
  },
  'Summer Cool Deal': {
    titleBn: 'গ্রীষ্মের ঠান্ডা অফার',
    descriptionBn: 'প্রতিটি এসিতে ফ্ল্যাট ৳৩,০০০ ছাড়, খুলনা শহরে ফ্রি স্ট্যান্ডার্ড ইনস্টলেশন।',
  },
  'Back to Campus': {
    titleBn: 'আবার ক্যাম্পাসে',
    descriptionBn: 'নতুন সেমিস্টারের জন্য বাজেট ল্যাপটপ, প্রিন্টার ও রাউটারের স্টুডেন্ট বান্ডেল।',
  },
  'Delivery times': {
    titleBn: 'ডেলিভারির সময়',
    descriptionBn: 'খুলনা শহরের অর্ডার ৪৮ ঘণ্টার মধ্যে পৌঁছে যায়; অন্য জেলায় প্রায় ৩ কার্যদিবস লাগে।',
  },
  Hotline: {
    titleBn: 'হটলাইন',
    descriptionBn: 'যন্ত্রাংশ বাছতে সাহায্য লাগবে? সকাল ৯টা থেকে রাত ৮টা পর্যন্ত +880 1700-000000 নম্বরে কল করুন।',
  },
  'Eid holiday': {
    titleBn: 'ঈদের ছুটি',
    descriptionBn: 'ঈদে আমাদের খুলনার দোকান তিন দিন বন্ধ থাকবে; অনলাইন অর্ডার ছুটির পরে পাঠানো হবে।',
  },
  'Winter Care Week': {
    titleBn: 'শীতের যত্ন সপ্তাহ',
    descriptionBn: 'শীতের প্রস্তুতি নিন: Dr. Reckeweg, SBL ও Haque Homeo-র কাশির সিরাপ, ক্যালেন্ডুলা ক্রিম ও শীতের দরকারি পণ্যে বিশেষ দাম।',
  },
  'Tonic Month': {
    titleBn: 'টনিক মাস',
    descriptionBn: 'স্টক থাকা পর্যন্ত আলফালফা ও জিনসেং টনিক এবং ফাইভ ফস ট্যাবলেটে ফ্ল্যাট ছাড়। সারা বাংলাদেশে ক্যাশ অন ডেলিভারি।',
  },
  'Pohela Boishakh Hair Care Fair': {
    titleBn: 'পহেলা বৈশাখ চুলের যত্ন মেলা',
    descriptionBn: 'বাংলা নববর্ষে আর্নিকা ও জাবোরান্ডি হেয়ার অয়েল ও শ্যাম্পুতে অফার।',
  },
  'Cash on delivery across Bangladesh, delivery in 3 working days': {
    titleBn: 'সারা বাংলাদেশে ক্যাশ অন ডেলিভারি, ৩ কার্যদিবসে ডেলিভারি',
    descriptionBn: 'দেশের যেকোনো জায়গা থেকে অর্ডার করুন, ডেলিভারির সময় নগদে দাম দিন। বেশিরভাগ অর্ডার ৩ কার্যদিবসে পৌঁছায়।',
  },
  'Consult a registered homeopathic physician': {
    titleBn: 'নিবন্ধিত হোমিওপ্যাথিক চিকিৎসকের পরামর্শ নিন',
    descriptionBn: 'পণ্যের তথ্য কেবল সাধারণ জানার জন্য। কোনো ওষুধ শুরু করার আগে নিবন্ধিত হোমিওপ্যাথিক চিকিৎসকের পরামর্শ নিন।',
  },
  'Eid holiday: deliveries paused': {
    titleBn: 'ঈদের ছুটি: ডেলিভারি বন্ধ',
    descriptionBn: 'ঈদের ছুটিতে ডেলিভারি বন্ধ থাকে, ছুটির পরের প্রথম কার্যদিবসে আবার শুরু হয়। ছুটিতে দেওয়া অর্ডার সারিতে রাখা হয়।',
  },
};

/** The sales outlets of both catalogues, by English address. */
export const OUTLETS_BN: Record<string, { nameBn: string; addressBn: string }> = {
  'House 12, Road 5, Dhanmondi, Dhaka 1205': { nameBn: 'ধানমন্ডি', addressBn: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫' },
  'Shop 4, Shib Bari More, Khulna 9100': { nameBn: 'খুলনা', addressBn: 'দোকান ৪, শিববাড়ী মোড়, খুলনা ৯১০০' },
  'Shop 12, 3rd Floor, KDA Avenue, Khulna 9100': { nameBn: 'খুলনা', addressBn: 'দোকান ১২, ৩য় তলা, কেডিএ এভিনিউ, খুলনা ৯১০০' },
  'Shop 7, Multiplan Center, 69 Elephant Road, Dhaka 1205': { nameBn: 'ঢাকা (এলিফ্যান্ট রোড)', addressBn: 'দোকান ৭, মাল্টিপ্ল্যান সেন্টার, ৬৯ এলিফ্যান্ট রোড, ঢাকা ১২০৫' },
  'Shop 22, Amin Center, CDA Avenue, Chattogram 4000': { nameBn: 'চট্টগ্রাম', addressBn: 'দোকান ২২, আমিন সেন্টার, সিডিএ এভিনিউ, চট্টগ্রাম ৪০০০' },
  'Station Road, Jahaj Company More, Rangpur 5400': { nameBn: 'রংপুর', addressBn: 'স্টেশন রোড, জাহাজ কোম্পানি মোড়, রংপুর ৫৪০০' },
};

/** The EMI banks' conditions, by English condition. */
export const EMI_CONDITIONS_BN: Record<string, string> = {
  'BRAC Bank Visa and Mastercard credit cards.': 'ব্র্যাক ব্যাংকের ভিসা ও মাস্টারকার্ড ক্রেডিট কার্ড।',
  'American Express credit cards issued by City Bank.': 'সিটি ব্যাংকের দেওয়া আমেরিকান এক্সপ্রেস ক্রেডিট কার্ড।',
  'DBBL credit cards, at our outlets only.': 'ডিবিবিএল ক্রেডিট কার্ড, শুধু আমাদের আউটলেটে।',
  'EBL credit cards; a processing fee may apply at the bank.': 'ইবিএল ক্রেডিট কার্ড; ব্যাংক প্রসেসিং ফি নিতে পারে।',
  'MTB credit cards.': 'এমটিবি ক্রেডিট কার্ড।',
  'Standard Chartered credit cards, from BDT 10,000.': 'স্ট্যান্ডার্ড চার্টার্ড ক্রেডিট কার্ড, ৳১০,০০০ থেকে।',
};

/** Some articles of each catalogue, by English title; the body is rich text as the English one. */
export const ARTICLES_BN: Record<string, { titleBn: string; introBn: string; bodyBn: string }> = {
  'How to Choose a Laptop for University': {
    titleBn: 'বিশ্ববিদ্যালয়ের জন্য ল্যাপটপ যেভাবে বাছবেন',
    introBn: 'একজন শিক্ষার্থীর কাছে সবচেয়ে দ্রুত প্রসেসরের চেয়ে ব্যাটারি, ওজন আর এসএসডি বেশি জরুরি। কেনার আগে একটি তালিকা।',
    bodyBn: `<p>শিক্ষার্থীর ল্যাপটপ প্রতিদিন বয়ে বেড়াতে হয়, ঘণ্টার পর ঘণ্টা ব্যাটারিতে চলে আর চার বছর টিকতে হয়। সেই জীবনের জন্য কিনুন।</p>
<ul><li><strong>প্রসেসর:</strong> সাম্প্রতিক প্রজন্মের Intel Core i5 বা AMD Ryzen 5 পড়াশোনা, কোডিং ও হালকা এডিটিংয়ের জন্য যথেষ্ট।</li><li><strong>মেমরি:</strong> অন্তত ৮ জিবি, প্রোগ্রামিং বা ভিডিও এডিটিং করলে ১৬ জিবি।</li><li><strong>স্টোরেজ:</strong> ৫১২ জিবি এসএসডি; মূল ড্রাইভ হিসেবে কখনো হার্ডডিস্ক নয়।</li><li><strong>ওজন:</strong> ১.৮ কেজির কম, সারাদিন চলে এমন ব্যাটারি।</li></ul>
<p>ওয়ারেন্টি দেখে নিন: ব্র্যান্ডভেদে ল্যাপটপে ১ থেকে ৩ বছর, ব্যাটারি ও অ্যাডাপ্টারে ১ বছর।</p>`,
  },
  'Intel or AMD: Choosing a Processor in Bangladesh': {
    titleBn: 'ইন্টেল না এএমডি: বাংলাদেশে প্রসেসর বাছাই',
    introBn: 'দুই ব্র্যান্ডেরই ভালো প্রসেসর আছে; আপনার কাজ আর বাজেটই ঠিক করে কোনটি।',
    bodyBn: '<p>পড়াশোনা ও অফিসের কাজে দুই ব্র্যান্ডের মাঝারি প্রসেসরই যথেষ্ট। গেমিংয়ে গ্রাফিক্স কার্ড বেশি গুরুত্বপূর্ণ, আর এডিটিংয়ে বেশি কোর কাজে দেয়।</p><p>মাদারবোর্ডের সকেট ও মেমরির ধরন মিলিয়ে কিনুন: আমাদের পিসি বিল্ডার তা নিজেই যাচাই করে।</p>',
  },
  'How Much RAM Do You Really Need?': {
    titleBn: 'আসলে কত র‍্যাম দরকার?',
    introBn: 'ব্রাউজিং, অফিস, গেমিং বা এডিটিং: কাজ অনুযায়ী কত জিবি র‍্যাম যথেষ্ট।',
    bodyBn: '<ul><li><strong>৮ জিবি:</strong> ব্রাউজিং, অফিস ও পড়াশোনা।</li><li><strong>১৬ জিবি:</strong> গেমিং ও প্রোগ্রামিং।</li><li><strong>৩২ জিবি:</strong> ভিডিও এডিটিং ও ভারী কাজ।</li></ul><p>দুটি একই মডিউল (ডুয়াল চ্যানেল) একটির চেয়ে দ্রুত চলে।</p>',
  },
  'How to Store Homeopathic Medicines': {
    titleBn: 'হোমিওপ্যাথিক ওষুধ যেভাবে সংরক্ষণ করবেন',
    introBn: 'তাপ, সূর্যের আলো আর তীব্র গন্ধে ওষুধ নষ্ট হয়। মেয়াদ শেষ হওয়া পর্যন্ত ভালো রাখার সহজ অভ্যাস।',
    bodyBn: '<ul><li>বোতল শক্ত করে বন্ধ রাখুন, রোদ ও তাপ থেকে দূরে।</li><li>কর্পূর, সুগন্ধি ও তীব্র গন্ধ থেকে দূরে রাখুন।</li><li>হাত দিয়ে বড়ি ছোঁবেন না: ঢাকনা ব্যবহার করুন।</li><li>ব্যবহারের আগে মেয়াদ দেখে নিন।</li></ul><p>সবসময় নিবন্ধিত হোমিওপ্যাথিক চিকিৎসকের পরামর্শ নিন।</p>',
  },
  'Understanding Potencies: 6C, 30C and 200C': {
    titleBn: 'পোটেন্সি বোঝা: ৬সি, ৩০সি ও ২০০সি',
    introBn: 'ডাইলিউশনের গায়ের সংখ্যাগুলোর মানে, সহজ করে।',
    bodyBn: '<p>সংখ্যাটি বলে ওষুধ কতবার পাতলা করা হয়েছে: ৬সি ছয়বার, ৩০সি ত্রিশবার, প্রতিবার একশো ভাগের এক ভাগে। কোন পোটেন্সি আপনার জন্য, তা চিকিৎসক ঠিক করবেন।</p>',
  },
};

/**
 * The specification glossary: every specification group and field name of both demo
 * catalogues, and the Bengali a Bengali page shows for it.
 */
export const SPEC_GLOSSARY: [term: string, bengali: string][] = [
  ['Processor', 'প্রসেসর'],
  ['Processor Brand', 'প্রসেসরের ব্র্যান্ড'],
  ['Processor Model', 'প্রসেসরের মডেল'],
  ['Cores', 'কোর'],
  ['Threads', 'থ্রেড'],
  ['Base Clock', 'বেস ক্লক'],
  ['Boost Clock', 'বুস্ট ক্লক'],
  ['Cache', 'ক্যাশ'],
  ['Memory', 'মেমরি'],
  ['RAM', 'র‍্যাম'],
  ['RAM Type', 'র‍্যামের ধরন'],
  ['Storage', 'স্টোরেজ'],
  ['Display', 'ডিসপ্লে'],
  ['Display Size', 'ডিসপ্লের আকার'],
  ['Resolution', 'রেজোলিউশন'],
  ['General', 'সাধারণ'],
  ['Color', 'রং'],
  ['Weight', 'ওজন'],
  ['Warranty', 'ওয়ারেন্টি'],
  ['Panel Type', 'প্যানেলের ধরন'],
  ['Refresh Rate', 'রিফ্রেশ রেট'],
  ['Response Time', 'রেসপন্স টাইম'],
  ['Basic Information', 'মৌলিক তথ্য'],
  ['Socket', 'সকেট'],
  ['Chipset', 'চিপসেট'],
  ['Form Factor', 'ফর্ম ফ্যাক্টর'],
  ['Memory Type', 'মেমরির ধরন'],
  ['Memory Slots', 'মেমরি স্লট'],
  ['Max Memory', 'সর্বোচ্চ মেমরি'],
  ['TDP', 'টিডিপি'],
  ['Integrated Graphics', 'ইন্টিগ্রেটেড গ্রাফিক্স'],
  ['Capacity', 'ধারণক্ষমতা'],
  ['Speed', 'গতি'],
  ['Type', 'ধরন'],
  ['Interface', 'ইন্টারফেস'],
  ['Memory Size', 'মেমরির আকার'],
  ['Recommended PSU', 'প্রস্তাবিত পিএসইউ'],
  ['Length', 'দৈর্ঘ্য'],
  ['Wattage', 'ওয়াটেজ'],
  ['Efficiency', 'দক্ষতা'],
  ['Modular', 'মডুলার'],
  ['Form Factor Support', 'সমর্থিত ফর্ম ফ্যাক্টর'],
  ['Max GPU Length', 'জিপিইউর সর্বোচ্চ দৈর্ঘ্য'],
  ['Included Fans', 'সঙ্গে থাকা ফ্যান'],
  ['Socket Support', 'সমর্থিত সকেট'],
  ['TDP Rating', 'টিডিপি রেটিং'],
  ['Fan Size', 'ফ্যানের আকার'],
  ['RPM', 'আরপিএম'],
  ['Connectivity', 'সংযোগ'],
  ['Switch Type', 'সুইচের ধরন'],
  ['Backlight', 'ব্যাকলাইট'],
  ['Layout', 'লেআউট'],
  ['Sensor', 'সেন্সর'],
  ['DPI', 'ডিপিআই'],
  ['Buttons', 'বাটন'],
  ['Size', 'আকার'],
  ['Material', 'উপাদান'],
  ['Thickness', 'পুরুত্ব'],
  ['Base', 'বেস'],
  ['Driver Size', 'ড্রাইভারের আকার'],
  ['Microphone', 'মাইক্রোফোন'],
  ['Channel', 'চ্যানেল'],
  ['Output Power', 'আউটপুট পাওয়ার'],
  ['Print Type', 'প্রিন্টের ধরন'],
  ['Print Speed', 'প্রিন্টের গতি'],
  ['Functions', 'কাজ'],
  ['Color Output', 'রঙিন প্রিন্ট'],
  ['Wi-Fi Standard', 'ওয়াই-ফাই স্ট্যান্ডার্ড'],
  ['Frequency Band', 'ফ্রিকোয়েন্সি ব্যান্ড'],
  ['Antennas', 'অ্যান্টেনা'],
  ['Ports', 'পোর্ট'],
  ['Backup Time', 'ব্যাকআপ টাইম'],
  ['Output Wattage', 'আউটপুট ওয়াটেজ'],
  ['Users', 'ব্যবহারকারী'],
  ['Validity', 'মেয়াদ'],
  ['Platform', 'প্ল্যাটফর্ম'],
  ['Delivery', 'ডেলিভারি'],
  ['Controller Included', 'কন্ট্রোলার সহ'],
  ['Max Load', 'সর্বোচ্চ ভার'],
  ['Recline', 'হেলানো'],
  ['Armrest', 'হাতল'],
  ['Inverter', 'ইনভার্টার'],
  ['Energy Rating', 'এনার্জি রেটিং'],
  ['Product Details', 'পণ্যের বিবরণ'],
  ['Potency', 'পোটেন্সি'],
  ['Pack Size', 'প্যাকের আকার'],
  ['Form', 'রূপ'],
  ['Manufacturer', 'প্রস্তুতকারক'],
  ['Country of Origin', 'উৎপত্তির দেশ'],
  ['Usage', 'ব্যবহার'],
  ['Dosage', 'মাত্রা'],
];
