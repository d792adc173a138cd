/**
 * The demo catalogues' category and sub-category names in Bengali, by their English names
 * (docs/decisions/022). Electronics sub-categories are brands, which Bengali shops write in
 * Latin letters: they have none, and Bengali pages show the brand as written. The homeopathic
 * makers are written in Bengali, as Bangladeshi homeopathy shops write them.
 */
export const BENGALI_NAMES: Readonly<Record<string, string>> = {
  // electronics
  Laptop: 'ল্যাপটপ',
  Monitor: 'মনিটর',
  Motherboard: 'মাদারবোর্ড',
  Processor: 'প্রসেসর',
  RAM: 'র‍্যাম',
  Storage: 'স্টোরেজ',
  'Graphics Card': 'গ্রাফিক্স কার্ড',
  'Power Supply': 'পাওয়ার সাপ্লাই',
  Casing: 'কেসিং',
  'CPU Cooler': 'সিপিইউ কুলার',
  'Casing Cooler': 'কেসিং কুলার',
  Keyboard: 'কিবোর্ড',
  Mouse: 'মাউস',
  Mousepad: 'মাউসপ্যাড',
  Headphone: 'হেডফোন',
  Speaker: 'স্পিকার',
  Printer: 'প্রিন্টার',
  Router: 'রাউটার',
  UPS: 'ইউপিএস',
  'Anti Virus': 'অ্যান্টিভাইরাস',
  Console: 'গেমিং কনসোল',
  'Gaming Chair': 'গেমিং চেয়ার',
  AC: 'এসি',
  // homeopathy
  'Dilutions & Potencies': 'ডাইলিউশন ও পোটেন্সি',
  'Mother Tinctures': 'মাদার টিংচার',
  Biochemics: 'বায়োকেমিক',
  'Special Items': 'বিশেষ পণ্য',
  'Dr. Reckeweg': 'ডা. রেকেওয়েগ',
  'Dr. Willmar Schwabe': 'ডা. উইলমার শোয়াবে',
  Adel: 'এডেল',
  SBL: 'এসবিএল',
  Bakson: 'বাকসন',
  Bhargava: 'ভার্গব',
  Allen: 'অ্যালেন',
  "Lord's": 'লর্ডস',
  'Hahnemann Laboratory': 'হ্যানিম্যান ল্যাবরেটরি',
  'Haque Homeo': 'হক হোমিও',
};
