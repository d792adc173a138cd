/**
 * Words Bangladeshi shoppers type for each demo catalogue's goods, in English, Bengali and
 * Banglish: groups of words that find the same products (docs/decisions/004). A start that
 * admins extend at /admin/search-synonyms; a Bengali word's inflections need no entry (the search
 * finds the stem).
 */
export const SEARCH_SYNONYMS: Record<string, string[][]> = {
  electronics: [
    ['laptop', 'ল্যাপটপ', 'লেপটপ', 'notebook', 'নোটবুক'],
    ['monitor', 'মনিটর', 'monitar', 'display', 'ডিসপ্লে'],
    ['gaming', 'গেমিং', 'gamer', 'গেমার'],
    ['keyboard', 'কিবোর্ড', 'কীবোর্ড', 'কি-বোর্ড', 'keybord'],
    ['mouse', 'মাউস'],
    ['desktop', 'ডেস্কটপ', 'computer', 'কম্পিউটার', 'pc', 'পিসি'],
    ['processor', 'প্রসেসর', 'cpu'],
    ['motherboard', 'মাদারবোর্ড', 'mainboard'],
    ['graphics card', 'গ্রাফিক্স কার্ড', 'gpu', 'vga'],
    ['ram', 'র্যাম', 'রেম', 'memory', 'মেমোরি'],
    ['ssd', 'এসএসডি'],
    ['printer', 'প্রিন্টার'],
    ['router', 'রাউটার', 'wifi', 'ওয়াইফাই'],
    ['ups', 'ইউপিএস'],
    ['headphone', 'হেডফোন', 'headset', 'হেডসেট', 'earphone', 'ইয়ারফোন'],
    ['speaker', 'স্পিকার'],
    ['camera', 'ক্যামেরা', 'webcam', 'ওয়েবক্যাম'],
    ['mobile', 'মোবাইল', 'phone', 'ফোন', 'smartphone', 'স্মার্টফোন'],
    ['tablet', 'ট্যাবলেট', 'ট্যাব'],
    ['ac', 'এসি', 'air conditioner'],
    ['fridge', 'ফ্রিজ', 'refrigerator', 'রেফ্রিজারেটর'],
    ['tv', 'টিভি', 'television', 'টেলিভিশন'],
    ['watch', 'ঘড়ি', 'ঘড়ি'],
    ['cable', 'ক্যাবল', 'কেবল'],
    ['charger', 'চার্জার'],
    ['power supply', 'পাওয়ার সাপ্লাই', 'psu'],
    ['casing', 'কেসিং', 'cabinet'],
  ],
  homeopathy: [
    ['medicine', 'ঔষধ', 'ওষুধ', 'oshudh', 'osudh'],
    ['homeopathy', 'homeopathic', 'হোমিওপ্যাথি', 'হোমিও', 'homeo'],
    ['mother tincture', 'মাদার টিংচার', 'mothertincture'],
    ['biochemic', 'বায়োকেমিক', 'biochemics'],
    ['dilution', 'ডাইলিউশন', 'dilutions', 'potency', 'পোটেন্সি'],
    ['drops', 'ড্রপ', 'drop'],
    ['syrup', 'সিরাপ'],
    ['ointment', 'মলম', 'cream', 'ক্রিম'],
    ['hair oil', 'চুলের তেল'],
  ],
};
