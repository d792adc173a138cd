/**
 * The 64 districts of Bangladesh, by division, named in English and Bengali: a shipping
 * address names one, and the shop settings name the shop's own (its local delivery fee).
 * A file that imports nothing, so the browser can use it without the validation library.
 */
export const DISTRICTS = [
  // Barishal
  { key: 'barguna', en: 'Barguna', bn: 'বরগুনা' },
  { key: 'barishal', en: 'Barishal', bn: 'বরিশাল' },
  { key: 'bhola', en: 'Bhola', bn: 'ভোলা' },
  { key: 'jhalokathi', en: 'Jhalokathi', bn: 'ঝালকাঠি' },
  { key: 'patuakhali', en: 'Patuakhali', bn: 'পটুয়াখালী' },
  { key: 'pirojpur', en: 'Pirojpur', bn: 'পিরোজপুর' },
  // Chattogram
  { key: 'bandarban', en: 'Bandarban', bn: 'বান্দরবান' },
  { key: 'brahmanbaria', en: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া' },
  { key: 'chandpur', en: 'Chandpur', bn: 'চাঁদপুর' },
  { key: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম' },
  { key: 'coxs-bazar', en: "Cox's Bazar", bn: 'কক্সবাজার' },
  { key: 'cumilla', en: 'Cumilla', bn: 'কুমিল্লা' },
  { key: 'feni', en: 'Feni', bn: 'ফেনী' },
  { key: 'khagrachhari', en: 'Khagrachhari', bn: 'খাগড়াছড়ি' },
  { key: 'lakshmipur', en: 'Lakshmipur', bn: 'লক্ষ্মীপুর' },
  { key: 'noakhali', en: 'Noakhali', bn: 'নোয়াখালী' },
  { key: 'rangamati', en: 'Rangamati', bn: 'রাঙ্গামাটি' },
  // Dhaka
  { key: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { key: 'faridpur', en: 'Faridpur', bn: 'ফরিদপুর' },
  { key: 'gazipur', en: 'Gazipur', bn: 'গাজীপুর' },
  { key: 'gopalganj', en: 'Gopalganj', bn: 'গোপালগঞ্জ' },
  { key: 'kishoreganj', en: 'Kishoreganj', bn: 'কিশোরগঞ্জ' },
  { key: 'madaripur', en: 'Madaripur', bn: 'মাদারীপুর' },
  { key: 'manikganj', en: 'Manikganj', bn: 'মানিকগঞ্জ' },
  { key: 'munshiganj', en: 'Munshiganj', bn: 'মুন্সিগঞ্জ' },
  { key: 'narayanganj', en: 'Narayanganj', bn: 'নারায়ণগঞ্জ' },
  { key: 'narsingdi', en: 'Narsingdi', bn: 'নরসিংদী' },
  { key: 'rajbari', en: 'Rajbari', bn: 'রাজবাড়ী' },
  { key: 'shariatpur', en: 'Shariatpur', bn: 'শরীয়তপুর' },
  { key: 'tangail', en: 'Tangail', bn: 'টাঙ্গাইল' },
  // Khulna
  { key: 'bagerhat', en: 'Bagerhat', bn: 'বাগেরহাট' },
  { key: 'chuadanga', en: 'Chuadanga', bn: 'চুয়াডাঙ্গা' },
  { key: 'jashore', en: 'Jashore', bn: 'যশোর' },
  { key: 'jhenaidah', en: 'Jhenaidah', bn: 'ঝিনাইদহ' },
  { key: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  { key: 'kushtia', en: 'Kushtia', bn: 'কুষ্টিয়া' },
  { key: 'magura', en: 'Magura', bn: 'মাগুরা' },
  { key: 'meherpur', en: 'Meherpur', bn: 'মেহেরপুর' },
  { key: 'narail', en: 'Narail', bn: 'নড়াইল' },
  { key: 'satkhira', en: 'Satkhira', bn: 'সাতক্ষীরা' },
  // Mymensingh
  { key: 'jamalpur', en: 'Jamalpur', bn: 'জামালপুর' },
  { key: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { key: 'netrokona', en: 'Netrokona', bn: 'নেত্রকোণা' },
  { key: 'sherpur', en: 'Sherpur', bn: 'শেরপুর' },
  // Rajshahi
  { key: 'bogura', en: 'Bogura', bn: 'বগুড়া' },
  { key: 'chapai-nawabganj', en: 'Chapai Nawabganj', bn: 'চাঁপাইনবাবগঞ্জ' },
  { key: 'joypurhat', en: 'Joypurhat', bn: 'জয়পুরহাট' },
  { key: 'naogaon', en: 'Naogaon', bn: 'নওগাঁ' },
  { key: 'natore', en: 'Natore', bn: 'নাটোর' },
  { key: 'pabna', en: 'Pabna', bn: 'পাবনা' },
  { key: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  { key: 'sirajganj', en: 'Sirajganj', bn: 'সিরাজগঞ্জ' },
  // Rangpur
  { key: 'dinajpur', en: 'Dinajpur', bn: 'দিনাজপুর' },
  { key: 'gaibandha', en: 'Gaibandha', bn: 'গাইবান্ধা' },
  { key: 'kurigram', en: 'Kurigram', bn: 'কুড়িগ্রাম' },
  { key: 'lalmonirhat', en: 'Lalmonirhat', bn: 'লালমনিরহাট' },
  { key: 'nilphamari', en: 'Nilphamari', bn: 'নীলফামারী' },
  { key: 'panchagarh', en: 'Panchagarh', bn: 'পঞ্চগড়' },
  { key: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  { key: 'thakurgaon', en: 'Thakurgaon', bn: 'ঠাকুরগাঁও' },
  // Sylhet
  { key: 'habiganj', en: 'Habiganj', bn: 'হবিগঞ্জ' },
  { key: 'moulvibazar', en: 'Moulvibazar', bn: 'মৌলভীবাজার' },
  { key: 'sunamganj', en: 'Sunamganj', bn: 'সুনামগঞ্জ' },
  { key: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
] as const;

export type DistrictKey = (typeof DISTRICTS)[number]['key'];
export const DISTRICT_KEYS = DISTRICTS.map((district) => district.key) as [DistrictKey, ...DistrictKey[]];
export const districtByKey = (key: string) => DISTRICTS.find((district) => district.key === key);
