/**
 * The category description blocks shown under listings (docs/requirements/core-shop.md §2, docs/requirements/content-pages.md §2):
 * one per spec keyword, written by us for shoppers in Bangladesh. Each names the shop's category
 * it describes (its products become the examples at render time) and the brands to link.
 * Laptop and AC also show under any listing that lists a laptop or an AC, and have Bengali text.
 */
import type { CategoryDescriptionInput } from '~/modules/content/contracts.ts';

const visitUs =
  'Order online and pay cash on delivery anywhere in Bangladesh, or come to our Khulna shop to see it before you buy. Not sure which one fits? Call our hotline and we will help you choose.';

export const categoryDescriptions: CategoryDescriptionInput[] = [
  {
    keyword: 'laptop',
    aliases: ['laptops', 'notebook'],
    categorySlug: 'laptop',
    showForListedProducts: true,
    heading: 'Buy a laptop in Bangladesh',
    intro:
      'A laptop is the one computer most of us carry everywhere: to class, to the office, to a client and home again. The right one depends less on the brand than on what you do every day and how long you want it to last.\n\nBelow is a short guide to the choices that matter, from processor and memory to screen, battery and warranty, with the laptops we have in stock right now.',
    brands: ['ASUS', 'Lenovo', 'HP', 'Dell', 'Acer', 'MSI', 'Gigabyte'],
    buyingGuide: [
      {
        title: 'Processor: match it to your work',
        body: 'For study, office files and browsing, an Intel Core i3 or AMD Ryzen 3 is enough. For programming, heavy spreadsheets or light photo editing choose a Core i5 or Ryzen 5. Video editing, 3D work and gaming need a Core i7 / Ryzen 7 or better, ideally an H or HX model rather than a U (low-power) chip.',
      },
      {
        title: 'Memory: 8GB is the floor, 16GB is comfortable',
        body: 'Windows 11 with a browser and a few office apps already uses most of 8GB. Choose 16GB if you keep many tabs open, code, or edit photos. Check whether the RAM can be upgraded later: many slim laptops have it soldered.',
      },
      {
        title: 'Storage: always an SSD',
        body: 'A 512GB NVMe SSD is the sensible minimum today; 256GB fills up quickly with Windows updates and software. Many laptops have a second M.2 slot for an easy upgrade.',
      },
      {
        title: 'Screen and battery',
        body: 'A Full HD (1920x1080) IPS panel is the standard to look for; avoid HD (1366x768) screens if you read a lot. For power cuts and long days, look for a battery of 50Wh or more and a USB-C charger, which you can also use with a power bank.',
      },
      {
        title: 'Warranty and service',
        body: 'Buy with the official brand warranty (usually 2 years) so a fault is repaired in Bangladesh with genuine parts. Keep the invoice and the box: the serial number on both is what the service centre checks.',
      },
    ],
    faq: [
      {
        question: 'Which laptop is best for students?',
        answer: 'A 14 or 15.6 inch laptop with a Core i3 / Ryzen 3 or better, 8GB RAM, a 512GB SSD and a Full HD screen covers classes, assignments and online meetings. Light weight and a long battery matter more than raw speed.',
      },
      {
        question: 'Can I play games on an ordinary laptop?',
        answer: 'Light and older games run on integrated graphics. For current games you need a gaming laptop with a dedicated NVIDIA GeForce RTX or AMD Radeon graphics card and good cooling.',
      },
      {
        question: 'Do your laptops come with Windows?',
        answer: 'Most come with a genuine Windows licence; the product page says so in its specification. Laptops sold without an operating system are marked as such.',
      },
      {
        question: 'Can I pay in instalments?',
        answer: 'Yes, 0% EMI is available with the partner banks listed on our EMI page for purchases above the minimum amount.',
      },
    ],
    closing: `Compare the laptops above by price, processor and memory with the filters on this page. ${visitUs}`,
    relatedCategorySlugs: ['mouse', 'headphone', 'ram', 'storage'],
  },
  {
    keyword: 'laptop',
    aliases: ['laptops', 'notebook'],
    categorySlug: 'laptop',
    language: 'bn',
    showForListedProducts: true,
    heading: 'বাংলাদেশে ল্যাপটপ কিনুন',
    intro:
      'ক্লাস, অফিস, ক্লায়েন্ট মিটিং কিংবা ঘরে বসে কাজ, ল্যাপটপই এখন আমাদের সবচেয়ে কাছের কম্পিউটার। কোন ল্যাপটপ আপনার জন্য ঠিক, তা ব্র্যান্ডের চেয়ে বেশি নির্ভর করে আপনি প্রতিদিন কী কাজ করেন আর কত বছর ব্যবহার করতে চান তার ওপর।\n\nনিচে প্রসেসর, র‍্যাম, স্টোরেজ, স্ক্রিন, ব্যাটারি ও ওয়ারেন্টি নিয়ে ছোট একটি গাইড আর আমাদের স্টকে থাকা কয়েকটি ল্যাপটপ দেওয়া হলো।',
    brands: ['ASUS', 'Lenovo', 'HP', 'Dell', 'Acer', 'MSI', 'Gigabyte'],
    buyingGuide: [
      {
        title: 'প্রসেসর: কাজ অনুযায়ী বেছে নিন',
        body: 'পড়াশোনা, অফিসের ফাইল আর ব্রাউজিংয়ের জন্য Intel Core i3 বা AMD Ryzen 3 যথেষ্ট। প্রোগ্রামিং, বড় স্প্রেডশিট বা হালকা ফটো এডিটিংয়ের জন্য Core i5 বা Ryzen 5 নিন। ভিডিও এডিটিং, থ্রিডি আর গেমিংয়ের জন্য Core i7 / Ryzen 7 বা তার ওপরের, সম্ভব হলে H বা HX মডেল বেছে নিন।',
      },
      {
        title: 'র‍্যাম: কমপক্ষে ৮ জিবি, আরামে ১৬ জিবি',
        body: 'উইন্ডোজ ১১, ব্রাউজার আর কয়েকটি অফিস অ্যাপেই ৮ জিবির বেশিরভাগ খরচ হয়ে যায়। অনেক ট্যাব খোলা রাখলে, কোড করলে বা ছবি এডিট করলে ১৬ জিবি নিন। পরে র‍্যাম বাড়ানো যাবে কি না দেখে নিন, অনেক পাতলা ল্যাপটপে র‍্যাম বোর্ডে লাগানো থাকে।',
      },
      {
        title: 'স্টোরেজ: অবশ্যই SSD',
        body: 'আজকের দিনে ৫১২ জিবি NVMe SSD ন্যূনতম বিবেচনা করুন; ২৫৬ জিবি উইন্ডোজ আপডেট আর সফটওয়্যারেই দ্রুত ভরে যায়। অনেক ল্যাপটপে বাড়তি একটি M.2 স্লট থাকে।',
      },
      {
        title: 'স্ক্রিন ও ব্যাটারি',
        body: 'ফুল এইচডি (1920x1080) IPS স্ক্রিন খুঁজুন। লোডশেডিং আর লম্বা দিনের জন্য ৫০ Wh বা তার বেশি ব্যাটারি এবং USB-C চার্জার সুবিধাজনক, পাওয়ার ব্যাংক দিয়েও চার্জ দেওয়া যায়।',
      },
      {
        title: 'ওয়ারেন্টি ও সার্ভিস',
        body: 'অফিসিয়াল ব্র্যান্ড ওয়ারেন্টিসহ (সাধারণত ২ বছর) কিনুন, যাতে দেশেই আসল যন্ত্রাংশ দিয়ে মেরামত হয়। ইনভয়েস আর বক্স রেখে দিন, সার্ভিস সেন্টার দুটোর সিরিয়াল নম্বর মিলিয়ে দেখে।',
      },
    ],
    faq: [
      {
        question: 'ছাত্রছাত্রীদের জন্য কোন ল্যাপটপ ভালো?',
        answer: 'Core i3 / Ryzen 3 বা তার ওপরের প্রসেসর, ৮ জিবি র‍্যাম, ৫১২ জিবি SSD আর ফুল এইচডি স্ক্রিনের ১৪ বা ১৫.৬ ইঞ্চির ল্যাপটপে ক্লাস, অ্যাসাইনমেন্ট ও অনলাইন মিটিং ভালোভাবে চলে। হালকা ওজন আর ভালো ব্যাটারি গতির চেয়েও বেশি জরুরি।',
      },
      {
        question: 'সাধারণ ল্যাপটপে কি গেম খেলা যায়?',
        answer: 'হালকা ও পুরনো গেম ইন্টিগ্রেটেড গ্রাফিক্সে চলে। নতুন গেমের জন্য NVIDIA GeForce RTX বা AMD Radeon গ্রাফিক্স কার্ডসহ গেমিং ল্যাপটপ দরকার।',
      },
      {
        question: 'কিস্তিতে কেনা যাবে?',
        answer: 'হ্যাঁ, আমাদের EMI পাতায় দেওয়া পার্টনার ব্যাংকের কার্ডে নির্দিষ্ট ন্যূনতম দামের ওপরে ০% EMI সুবিধা আছে।',
      },
    ],
    closing:
      'এই পাতার ফিল্টার দিয়ে দাম, প্রসেসর আর র‍্যাম অনুযায়ী ল্যাপটপ মিলিয়ে দেখুন। অনলাইনে অর্ডার করে ক্যাশ অন ডেলিভারিতে দাম দিন, অথবা খুলনায় আমাদের দোকানে এসে দেখে কিনুন।',
    relatedCategorySlugs: ['mouse', 'headphone', 'ram', 'storage'],
  },
  {
    keyword: 'ac',
    aliases: ['air conditioner', 'air conditioners'],
    categorySlug: 'ac',
    showForListedProducts: true,
    heading: 'Buy an air conditioner (AC) in Bangladesh',
    intro:
      'Bangladeshi summers are long, hot and humid, and an AC that is the wrong size either never cools the room or wastes electricity all season. Getting the tonnage, the type and the installation right matters more than the brand name.\n\nHere is what to check before you buy, and the ACs we have in stock. Every AC in this category carries our flat category discount.',
    brands: ['Gree', 'Walton', 'General', 'Midea', 'Samsung', 'LG'],
    buyingGuide: [
      {
        title: 'Choose the tonnage by room size',
        body: 'As a rule of thumb for a room with a normal ceiling: 1 ton for up to about 120-140 sq ft, 1.5 ton for about 150-200 sq ft, 2 ton for about 200-300 sq ft. Go one size up for a top-floor room, a west-facing room or a room full of people or computers.',
      },
      {
        title: 'Inverter or non-inverter',
        body: 'An inverter AC slows its compressor down instead of switching it on and off, so it keeps the room at a steady temperature and usually uses 30-50% less electricity. It costs more to buy but pays back within a few summers if you run it every day.',
      },
      {
        title: 'Voltage and load-shedding',
        body: 'Check the operating voltage range: many inverter models run from around 150V to 260V, which copes with the fluctuations common in Bangladesh. With a fixed-speed AC, use a voltage stabiliser. Never restart an AC immediately after a power cut; wait three minutes.',
      },
      {
        title: 'Copper condenser and refrigerant',
        body: 'A copper condenser lasts longer in humid and salty air than aluminium and is easier to repair. Modern refrigerants such as R32 cool efficiently and are kinder to the environment.',
      },
      {
        title: 'Installation and warranty',
        body: 'A good installation matters as much as the machine: short, well-insulated pipes, a level indoor unit and an outdoor unit with free airflow. Compressor warranties are often several years longer than the rest of the unit: compare them.',
      },
    ],
    faq: [
      {
        question: 'How much electricity does a 1.5 ton AC use?',
        answer: 'A 1.5 ton non-inverter AC draws roughly 1.4-1.6 kW while its compressor runs. An inverter model uses less once the room has cooled down. Setting the thermostat to 25-26°C saves the most.',
      },
      {
        question: 'Is installation included?',
        answer: 'Standard installation is free inside Khulna city. Elsewhere we arrange installation through the brand’s service partner; extra pipe and brackets are charged at cost.',
      },
      {
        question: 'How often should an AC be serviced?',
        answer: 'Clean the indoor filters every two to four weeks in summer and have the unit serviced once a year before the hot season.',
      },
      {
        question: 'Why is the sale price lower than the regular price?',
        answer: 'Every AC carries our category discount, shown as the regular price struck through and the price you pay.',
      },
    ],
    closing: `Filter the ACs above by brand and price to find the right one for your room. ${visitUs}`,
    relatedCategorySlugs: ['ups'],
  },
  {
    keyword: 'ac',
    aliases: ['air conditioner', 'air conditioners'],
    categorySlug: 'ac',
    language: 'bn',
    showForListedProducts: true,
    heading: 'বাংলাদেশে এসি (এয়ার কন্ডিশনার) কিনুন',
    intro:
      'বাংলাদেশের গরম দীর্ঘ, আর্দ্র আর কষ্টকর। ভুল সাইজের এসি হয় ঘর ঠান্ডা করতে পারে না, নয়তো সারা মৌসুম বাড়তি বিদ্যুৎ খরচ করে। তাই ব্র্যান্ডের চেয়েও জরুরি সঠিক টন, সঠিক ধরন আর ভালো ইনস্টলেশন।\n\nকেনার আগে কী দেখবেন আর আমাদের স্টকে কোন এসি আছে, নিচে দেওয়া হলো। এই ক্যাটাগরির প্রতিটি এসিতে আমাদের ফ্ল্যাট ছাড় প্রযোজ্য।',
    brands: ['Gree', 'Walton', 'General', 'Midea', 'Samsung', 'LG'],
    buyingGuide: [
      {
        title: 'ঘরের মাপ অনুযায়ী টন বেছে নিন',
        body: 'সাধারণ উচ্চতার ঘরের জন্য মোটামুটি হিসাব: প্রায় ১২০-১৪০ বর্গফুট পর্যন্ত ১ টন, ১৫০-২০০ বর্গফুটে ১.৫ টন, ২০০-৩০০ বর্গফুটে ২ টন। ছাদের নিচের ঘর, পশ্চিমমুখী ঘর বা বেশি মানুষ ও কম্পিউটার থাকলে এক সাইজ বড় নিন।',
      },
      {
        title: 'ইনভার্টার নাকি নন-ইনভার্টার',
        body: 'ইনভার্টার এসির কম্প্রেসর বারবার বন্ধ-চালু না হয়ে গতি কমিয়ে চলে, তাই তাপমাত্রা স্থির থাকে আর সাধারণত ৩০-৫০% কম বিদ্যুৎ লাগে। দাম বেশি হলেও প্রতিদিন চালালে কয়েক মৌসুমেই খরচ উঠে আসে।',
      },
      {
        title: 'ভোল্টেজ ও লোডশেডিং',
        body: 'অপারেটিং ভোল্টেজ রেঞ্জ দেখে নিন: অনেক ইনভার্টার মডেল প্রায় ১৫০ থেকে ২৬০ ভোল্টে চলে। সাধারণ এসির সাথে স্ট্যাবিলাইজার ব্যবহার করুন। বিদ্যুৎ চলে গিয়ে ফিরলে সাথে সাথে এসি চালু না করে তিন মিনিট অপেক্ষা করুন।',
      },
      {
        title: 'কপার কনডেন্সার ও ইনস্টলেশন',
        body: 'আর্দ্র ও লবণাক্ত বাতাসে কপার কনডেন্সার বেশি দিন টেকে এবং মেরামত সহজ। ছোট ও ভালোভাবে ইনসুলেট করা পাইপ আর খোলা জায়গায় আউটডোর ইউনিট, ভালো ইনস্টলেশন মেশিনের মতোই জরুরি।',
      },
    ],
    faq: [
      {
        question: 'ইনস্টলেশন কি ফ্রি?',
        answer: 'খুলনা শহরের ভেতরে স্ট্যান্ডার্ড ইনস্টলেশন ফ্রি। অন্য জায়গায় ব্র্যান্ডের সার্ভিস পার্টনারের মাধ্যমে ইনস্টলেশনের ব্যবস্থা করা হয়; বাড়তি পাইপ ও ব্র্যাকেটের দাম আলাদা।',
      },
      {
        question: 'কত দিন পরপর সার্ভিসিং করা উচিত?',
        answer: 'গরমের সময় দুই থেকে চার সপ্তাহ পরপর ইনডোর ফিল্টার পরিষ্কার করুন, আর প্রতি বছর গরম শুরুর আগে একবার সার্ভিসিং করান।',
      },
      {
        question: 'বিদ্যুৎ বিল কমাব কীভাবে?',
        answer: 'থার্মোস্ট্যাট ২৫-২৬°C এ রাখুন, দরজা-জানালা বন্ধ রাখুন আর ফিল্টার পরিষ্কার রাখুন। ইনভার্টার এসি সবচেয়ে বেশি সাশ্রয় করে।',
      },
    ],
    closing:
      'ব্র্যান্ড ও দাম দিয়ে ফিল্টার করে আপনার ঘরের জন্য সঠিক এসি বেছে নিন। অনলাইনে অর্ডার করুন, দাম দিন ক্যাশ অন ডেলিভারিতে।',
    relatedCategorySlugs: ['ups'],
  },
  {
    keyword: 'monitor',
    aliases: ['monitors', 'display'],
    categorySlug: 'monitor',
    heading: 'Buy a computer monitor in Bangladesh',
    intro:
      'You look at your monitor for hours every day, so it is worth choosing with care. Size, resolution and refresh rate decide how sharp and smooth everything looks; the panel type decides colours and viewing angles.\n\nThe short guide below helps you match a monitor to office work, design or gaming.',
    brands: ['Samsung', 'LG', 'Dell', 'HP', 'ASUS', 'MSI', 'Gigabyte', 'AOC', 'BenQ', 'ViewSonic', 'Philips', 'Xiaomi', 'Acer', 'Lenovo', 'Walton'],
    buyingGuide: [
      {
        title: 'Size and resolution go together',
        body: '22-24 inch at Full HD (1920x1080) is sharp and affordable for office work. At 27 inch choose QHD (2560x1440) for crisp text; 4K (3840x2160) suits 27-32 inch screens for photo and video work.',
      },
      {
        title: 'Panel type',
        body: 'IPS panels give the best colours and viewing angles; VA panels give deeper blacks and good contrast for films; TN panels are the fastest and cheapest but look washed out from the side.',
      },
      {
        title: 'Refresh rate for gaming',
        body: 'Ordinary monitors run at 60 or 75Hz. For fast games choose 144Hz or more with a 1ms response time, and make sure your graphics card can deliver the frame rate and has a DisplayPort or HDMI 2.0 output.',
      },
      {
        title: 'Connections and comfort',
        body: 'Check the ports against your computer: HDMI, DisplayPort or USB-C. A height-adjustable stand or VESA mount and flicker-free, low blue light modes make long days easier on your neck and eyes.',
      },
    ],
    faq: [
      {
        question: 'Do you check monitors for dead pixels?',
        answer: 'Yes, every monitor is switched on and checked before delivery, and the brand’s dead-pixel policy applies during the warranty.',
      },
      {
        question: 'Can I use a TV as a monitor?',
        answer: 'You can, but a monitor has lower input lag, sharper text at desk distance and a stand made for a desk.',
      },
      {
        question: 'Is a curved monitor better?',
        answer: 'Curves help on wide screens of 27 inches and more, especially ultrawide ones. On smaller screens a flat panel is just as comfortable.',
      },
    ],
    closing: `Use the filters to narrow the monitors by brand and price. ${visitUs}`,
    relatedCategorySlugs: ['graphics-card', 'keyboard', 'mouse'],
  },
  {
    keyword: 'motherboard',
    aliases: ['motherboards', 'mainboard'],
    categorySlug: 'motherboard',
    heading: 'Buy a motherboard in Bangladesh',
    intro:
      'The motherboard connects every part of your PC, and it decides which processor, memory and upgrades you can use for years. Choose it after the processor, not before.\n\nHere is what to compare, and the boards we have in stock.',
    brands: ['ASUS', 'Gigabyte', 'MSI', 'ASRock'],
    buyingGuide: [
      {
        title: 'Socket and chipset',
        body: 'The socket must match your processor: LGA1700 for 12th to 14th generation Intel, AM4 or AM5 for AMD Ryzen. The chipset decides features: B-series boards suit most builds, Z (Intel) and X (AMD) boards add overclocking and more lanes.',
      },
      {
        title: 'Memory type',
        body: 'A board takes either DDR4 or DDR5, never both. DDR5 boards cost more today but are the better long-term choice on new platforms.',
      },
      {
        title: 'Size and slots',
        body: 'ATX boards have the most slots; Micro-ATX is a good value middle; Mini-ITX is for small cases. Count the M.2 slots you need for SSDs, and check the rear USB ports and Wi-Fi.',
      },
      {
        title: 'Power delivery',
        body: 'For Core i7 / i9 or Ryzen 7 / 9 processors choose a board with good VRM cooling (heatsinks over the power stages), so the processor keeps its boost clocks in a warm room.',
      },
    ],
    faq: [
      {
        question: 'Will a new processor work on my board?',
        answer: 'Only if the socket matches and the board supports that generation, sometimes after a BIOS update. Check the manufacturer’s CPU support list or ask us.',
      },
      {
        question: 'Do I need Wi-Fi on the motherboard?',
        answer: 'Only if you cannot run a cable to your router. Otherwise a wired connection is faster and steadier.',
      },
      {
        question: 'Can you check compatibility for me?',
        answer: 'Yes: use the PC builder, which checks sockets and memory types, or call us with your parts list.',
      },
    ],
    closing: `Pick a board that fits your processor and case. ${visitUs}`,
    relatedCategorySlugs: ['processor', 'ram', 'casing'],
  },
  {
    keyword: 'processor',
    aliases: ['processors', 'cpu'],
    categorySlug: 'processor',
    heading: 'Buy a processor (CPU) in Bangladesh',
    intro:
      'The processor sets the pace of your whole PC. More cores help with video editing, compiling and streaming; higher clock speeds help with games and everyday responsiveness.\n\nThis guide explains the choices between Intel Core and AMD Ryzen, and what else the processor decides for your build.',
    brands: ['Intel', 'AMD'],
    buyingGuide: [
      {
        title: 'Pick the tier for your work',
        body: 'Core i3 / Ryzen 3 for office and study PCs; Core i5 / Ryzen 5 for gaming and most creative work; Core i7 / Ryzen 7 and above for heavy editing, 3D and streaming while gaming.',
      },
      {
        title: 'Graphics built in or not',
        body: 'Intel models without an F, AMD Ryzen 7000 and later, and older Ryzen models with a G (such as the Ryzen 5 5600G) have built-in graphics, so the PC runs without a graphics card. Intel F models and Ryzen 5000 and older without a G need one.',
      },
      {
        title: 'Cooler in the box',
        body: 'Many mid-range processors include a stock cooler; unlocked K and X models usually do not and need a good air or liquid cooler.',
      },
      {
        title: 'Platform cost',
        body: 'Count the motherboard and memory with the processor: an AM5 or LGA1700 DDR5 platform costs more to start with but leaves room for upgrades.',
      },
    ],
    faq: [
      {
        question: 'Intel or AMD?',
        answer: 'Both are excellent today. Compare the exact models at your budget, including the motherboard price, and choose the better total.',
      },
      {
        question: 'What does tray mean?',
        answer: 'A tray processor comes without a box and cooler, usually with a shorter warranty. Boxed processors include the full brand warranty.',
      },
      {
        question: 'How do I know my motherboard supports it?',
        answer: 'Match the socket and check the board’s CPU support list; our PC builder does this for you.',
      },
    ],
    closing: `Filter by processor type to compare Core and Ryzen models side by side. ${visitUs}`,
    relatedCategorySlugs: ['motherboard', 'cpu-cooler', 'ram'],
  },
  {
    keyword: 'graphics card',
    aliases: ['graphics cards', 'gpu', 'video card'],
    categorySlug: 'graphics-card',
    heading: 'Buy a graphics card (GPU) in Bangladesh',
    intro:
      'The graphics card decides how games look and how fast video, 3D and AI work get done. It is usually the most expensive part of a gaming PC, so match it to your monitor and your power supply.\n\nHere is how to choose, and the cards we have in stock.',
    brands: ['ASUS', 'MSI', 'Gigabyte', 'Zotac', 'Galax', 'PNY', 'Sapphire', 'PowerColor', 'XFX', 'ASRock', 'Intel'],
    buyingGuide: [
      {
        title: 'Match the card to your resolution',
        body: 'An RTX 3050 / 4060 or Radeon RX 6600 class card is right for 1080p gaming. For 1440p at high settings look at RTX 4060 Ti / 4070 or RX 7700 XT and up; 4K needs the top tier.',
      },
      {
        title: 'Video memory',
        body: '8GB is the practical minimum for new games at 1080p; 12GB or more gives room for high textures, 1440p and creative work.',
      },
      {
        title: 'Power supply and connectors',
        body: 'Check the recommended PSU wattage and the power connectors (8-pin or 16-pin). A quality 80 Plus power supply with some headroom keeps the card stable through voltage dips.',
      },
      {
        title: 'Will it fit?',
        body: 'Compare the card length and thickness with your case’s maximum GPU length, and leave space for airflow. Bigger coolers run quieter in a hot room.',
      },
    ],
    faq: [
      {
        question: 'NVIDIA or AMD?',
        answer: 'NVIDIA leads in ray tracing, DLSS and CUDA software; AMD often gives more performance and memory for the money. Both run every current game.',
      },
      {
        question: 'Do you sell used or mining cards?',
        answer: 'No. Every card we sell is new, boxed and under the official warranty.',
      },
      {
        question: 'Will my processor hold the card back?',
        answer: 'A recent Core i5 or Ryzen 5 drives mid-range cards well. Pair a top card with a fast processor.',
      },
    ],
    closing: `Filter by brand and price, and check your PSU and case before ordering. ${visitUs}`,
    relatedCategorySlugs: ['power-supply', 'casing', 'monitor'],
  },
  {
    keyword: 'power supply',
    aliases: ['psu', 'power supplies'],
    categorySlug: 'power-supply',
    heading: 'Buy a power supply (PSU) in Bangladesh',
    intro:
      'A power supply turns mains electricity into the steady voltages your PC needs. With the voltage swings and load-shedding common in Bangladesh, a good PSU protects every other part of the computer.\n\nSpend on quality here: it is the part that can take the others with it when it fails.',
    brands: ['Corsair', 'Cooler Master', 'Thermaltake', 'Antec', 'Deepcool', 'Seasonic', 'Gigabyte', 'MSI', 'ASUS', 'Lian Li', 'Xigmatek'],
    buyingGuide: [
      {
        title: 'Wattage with headroom',
        body: 'Add up the processor and graphics card power and allow 30-40% more. An office PC runs on 450W; a mid-range gaming PC wants 550-650W; a high-end card needs 750W or more.',
      },
      {
        title: '80 Plus efficiency',
        body: '80 Plus Bronze is the sensible minimum; Gold runs cooler and wastes less electricity. Efficiency labels also tell you the maker tested the unit properly.',
      },
      {
        title: 'Protections and connectors',
        body: 'Look for over-voltage, under-voltage, over-current and short-circuit protection, and the PCIe connectors your graphics card needs. Modular cables make a tidier build.',
      },
      {
        title: 'Use it with a UPS',
        body: 'An online or line-interactive UPS rides through power cuts and voltage dips and gives you time to save your work and shut down.',
      },
    ],
    faq: [
      {
        question: 'Is the PSU that came with my case good enough?',
        answer: 'Bundled units are often the weakest part of a cheap case. For a PC with a graphics card, replace it with a rated power supply.',
      },
      {
        question: 'How long do power supplies last?',
        answer: 'A good unit runs for many years; the better brands give warranties of five years and more.',
      },
      {
        question: 'Do I need a UPS as well?',
        answer: 'Yes, in most of Bangladesh. The PSU cannot keep the PC running in a power cut; a UPS can.',
      },
    ],
    closing: `Choose a power supply with the wattage and connectors your build needs. ${visitUs}`,
    relatedCategorySlugs: ['graphics-card', 'ups', 'casing'],
  },
  {
    keyword: 'pc case',
    aliases: ['case', 'casing', 'cabinet'],
    categorySlug: 'casing',
    heading: 'Buy a PC case (casing) in Bangladesh',
    intro:
      'A case is more than a box: it decides how cool and quiet your PC runs, which parts fit and how easy it is to build and clean. In a warm, dusty room, airflow and dust filters matter most.\n\nHere is what to compare, and the cases we have in stock.',
    brands: ['Cooler Master', 'Thermaltake', 'Deepcool', 'Corsair', 'NZXT', 'Lian Li', 'Antec', 'Montech', 'Fractal Design', 'Phanteks', 'Xigmatek', 'Value-Top'],
    buyingGuide: [
      {
        title: 'Board size',
        body: 'Check that the case supports your motherboard: ATX, Micro-ATX or Mini-ITX. A mid tower fits almost every build.',
      },
      {
        title: 'Airflow first',
        body: 'A mesh front panel and at least two fans (one in, one out) keep parts cool in the Bangladeshi summer. Cases with glass fronts look great but run warmer.',
      },
      {
        title: 'Clearances',
        body: 'Compare the maximum graphics card length, CPU cooler height and radiator sizes with your parts before ordering.',
      },
      {
        title: 'Dust filters and cable space',
        body: 'Removable dust filters on the front, top and bottom save cleaning time; space behind the motherboard tray makes a tidy build with better airflow.',
      },
    ],
    faq: [
      {
        question: 'Does the case come with fans?',
        answer: 'Most do; the product page lists how many. You can add more from our casing cooler category.',
      },
      {
        question: 'Does it include a power supply?',
        answer: 'Most cases do not. Choose one from our power supply category to match your build.',
      },
      {
        question: 'Can you assemble my PC?',
        answer: 'Yes. Buy the parts together, or build your list in the PC builder, and we assemble and test the PC before delivery.',
      },
    ],
    closing: `Choose a case with room for your parts and good airflow. ${visitUs}`,
    relatedCategorySlugs: ['casing-cooler', 'power-supply', 'cpu-cooler'],
  },
  {
    keyword: 'cpu cooler',
    aliases: ['cpu coolers', 'cooler', 'liquid cooler'],
    categorySlug: 'cpu-cooler',
    heading: 'Buy a CPU cooler in Bangladesh',
    intro:
      'A processor that runs hot slows itself down. In a room that reaches 35°C in summer, a good cooler keeps your PC fast and quiet.\n\nHere is how to choose between air and liquid cooling, and the coolers we have in stock.',
    brands: ['Deepcool', 'Cooler Master', 'Thermalright', 'ID-Cooling', 'Noctua', 'Arctic', 'Corsair', 'NZXT', 'Lian Li'],
    buyingGuide: [
      {
        title: 'Socket support',
        body: 'Check that the cooler supports your socket (LGA1700, AM4, AM5) and includes the mounting kit.',
      },
      {
        title: 'Air or liquid',
        body: 'A good tower air cooler handles most Core i5 / Ryzen 5 and many i7 / Ryzen 7 processors, lasts for years and never leaks. A 240mm or 360mm liquid cooler suits hot, unlocked processors and small cases with room for the radiator.',
      },
      {
        title: 'Height and clearance',
        body: 'Compare the cooler height with your case’s maximum, and make sure tall memory modules do not block the fan.',
      },
      {
        title: 'Cooling capacity',
        body: 'Match the cooler’s rated TDP with your processor, and allow extra for a warm room.',
      },
    ],
    faq: [
      {
        question: 'Is the stock cooler enough?',
        answer: 'For office use, yes. For gaming, long renders or a hot room, an aftermarket cooler runs cooler and quieter.',
      },
      {
        question: 'Do I need thermal paste?',
        answer: 'Most coolers come with paste applied or in the box. Replace it whenever you remove the cooler.',
      },
      {
        question: 'How long do liquid coolers last?',
        answer: 'Typically five years or more; the warranty on the product page tells you what the brand promises.',
      },
    ],
    closing: `Match a cooler to your processor and case. ${visitUs}`,
    relatedCategorySlugs: ['processor', 'casing', 'casing-cooler'],
  },
  {
    keyword: 'headset',
    aliases: ['headphone', 'headphones', 'headsets'],
    categorySlug: 'headphone',
    heading: 'Buy headphones and headsets in Bangladesh',
    intro:
      'From online classes and office calls to music and gaming, a good headset is something you use every day. Comfort over long hours matters as much as sound.\n\nHere is how to choose, and the headphones we have in stock.',
    brands: ['JBL', 'Sony', 'Edifier', 'HyperX', 'Razer', 'Logitech', 'Corsair', 'Redragon', 'Fantech', 'Havit', 'A4Tech', 'QCY'],
    buyingGuide: [
      {
        title: 'Wired or wireless',
        body: 'Wired headsets never need charging and have no delay, which gamers like. Bluetooth headphones and earbuds give freedom on the move; check the battery life and whether they support your phone’s codec.',
      },
      {
        title: 'Microphone for calls',
        body: 'For classes, meetings and team games choose a headset with a boom microphone or good noise-reducing mics.',
      },
      {
        title: 'Comfort',
        body: 'Over-ear cushions are comfortable for hours; on-ear models are lighter; earbuds suit travel. Breathable cushions help in humid weather.',
      },
      {
        title: 'Connection',
        body: 'A 3.5mm jack works with phones, laptops and controllers; USB headsets bring their own sound card and virtual surround for PCs.',
      },
    ],
    faq: [
      {
        question: 'Which headset is best for online classes?',
        answer: 'A light USB or 3.5mm headset with a boom microphone: voices come through clearly and it stays comfortable for hours.',
      },
      {
        question: 'Does noise cancellation help?',
        answer: 'Active noise cancellation cuts traffic and generator noise, which makes travel and work in busy places far more comfortable.',
      },
      {
        question: 'Can I try one before I buy?',
        answer: 'Yes, at our Khulna shop.',
      },
    ],
    closing: `Filter by brand and price to find your next headset. ${visitUs}`,
    relatedCategorySlugs: ['speaker', 'mouse', 'keyboard'],
  },
  {
    keyword: 'speaker',
    aliases: ['speakers'],
    categorySlug: 'speaker',
    heading: 'Buy computer speakers in Bangladesh',
    intro:
      'Laptop and monitor speakers are small and thin. A pair of desktop speakers makes films, music and games come alive, and a Bluetooth speaker takes the music anywhere.\n\nHere is how to choose, and the speakers we have in stock.',
    brands: ['Edifier', 'Microlab', 'F&D', 'Creative', 'Logitech', 'JBL', 'Havit'],
    buyingGuide: [
      {
        title: '2.0 or 2.1',
        body: 'A 2.0 pair (two speakers) is compact and clear for music and calls; a 2.1 set adds a subwoofer for deeper bass in films and games.',
      },
      {
        title: 'Connections',
        body: 'Bluetooth lets you play from your phone; a 3.5mm or optical input connects to a PC or TV. USB-powered speakers need no extra adaptor.',
      },
      {
        title: 'Power and room size',
        body: 'For a desk, 10-30W RMS is plenty; bigger rooms and parties need more. Compare RMS power, not peak figures.',
      },
      {
        title: 'Battery for portable speakers',
        body: 'Portable speakers list their play time; water resistance (IPX rating) helps outdoors and in the rainy season.',
      },
    ],
    faq: [
      {
        question: 'Can I connect speakers to my TV?',
        answer: 'Yes, with a 3.5mm, RCA, optical or Bluetooth connection; check which outputs your TV has.',
      },
      {
        question: 'Do I need a subwoofer?',
        answer: 'For music at a desk, no. For films and games a 2.1 set adds the low notes small speakers cannot play.',
      },
      {
        question: 'Can I listen before buying?',
        answer: 'Yes, at our Khulna shop.',
      },
    ],
    closing: `Compare speakers by brand and price. ${visitUs}`,
    relatedCategorySlugs: ['headphone', 'monitor'],
  },
  {
    keyword: 'mouse',
    aliases: ['mice', 'gaming mouse'],
    categorySlug: 'mouse',
    heading: 'Buy a computer mouse in Bangladesh',
    intro:
      'Your hand rests on the mouse all day, so fit and feel matter. An office mouse should be comfortable and reliable; a gaming mouse should be precise and light.\n\nHere is how to choose, and the mice we have in stock.',
    brands: ['Logitech', 'A4Tech', 'Rapoo', 'Razer', 'Redragon', 'Fantech', 'Havit'],
    buyingGuide: [
      {
        title: 'Wired or wireless',
        body: 'Wired mice never need batteries; wireless ones keep a desk tidy and travel well with a laptop. A 2.4GHz receiver is steadier than Bluetooth for gaming.',
      },
      {
        title: 'Size and grip',
        body: 'Choose a shape for your hand size and grip (palm, claw or fingertip). Ergonomic and vertical mice reduce wrist strain over long days.',
      },
      {
        title: 'Sensor and DPI for gaming',
        body: 'A good optical sensor matters more than a huge DPI number; 400-3200 DPI covers almost everyone. A light body and a quality cable or low-latency wireless help in fast games.',
      },
      {
        title: 'Quiet clicks',
        body: 'Silent-click mice are welcome in shared offices and at night.',
      },
    ],
    faq: [
      {
        question: 'Does a wireless mouse lag?',
        answer: 'Modern 2.4GHz mice have no delay you can feel; gaming models are as fast as wired ones.',
      },
      {
        question: 'Do I need a mousepad?',
        answer: 'A pad gives smoother, more accurate tracking and protects the desk and the mouse feet.',
      },
      {
        question: 'Can I try mice at the shop?',
        answer: 'Yes, at our Khulna shop.',
      },
    ],
    closing: `Filter by brand and price to find a mouse that fits your hand. ${visitUs}`,
    relatedCategorySlugs: ['mousepad', 'keyboard'],
  },
  {
    keyword: 'mousepad',
    aliases: ['mouse pad', 'mousepads', 'desk mat'],
    categorySlug: 'mousepad',
    heading: 'Buy a mousepad in Bangladesh',
    intro:
      'A good mousepad makes every mouse track smoother and more accurately, protects your desk and keeps the mouse feet from wearing out.\n\nHere is how to choose, and the mousepads we have in stock.',
    brands: ['SteelSeries', 'Logitech', 'Razer', 'HyperX', 'Redragon', 'Fantech'],
    buyingGuide: [
      {
        title: 'Size',
        body: 'A small pad is enough for office work; gamers who play at low sensitivity need a large one; an extended desk mat holds the keyboard too.',
      },
      {
        title: 'Speed or control surface',
        body: 'Smooth (speed) cloth lets the mouse glide; textured (control) cloth helps you stop precisely. Hard pads are fastest and easy to wipe clean.',
      },
      {
        title: 'Base and edges',
        body: 'A rubber base keeps the pad in place; stitched edges stop fraying after months of use.',
      },
    ],
    faq: [
      {
        question: 'How do I clean a cloth mousepad?',
        answer: 'Wash it by hand in lukewarm water with mild soap and let it dry flat away from direct sun.',
      },
      {
        question: 'Does an RGB mousepad need power?',
        answer: 'Yes, it draws power from a USB port on your PC.',
      },
    ],
    closing: `Pair your new pad with a mouse from our range. ${visitUs}`,
    relatedCategorySlugs: ['mouse', 'keyboard'],
  },
  {
    keyword: 'printer',
    aliases: ['printers'],
    categorySlug: 'printer',
    heading: 'Buy a printer in Bangladesh',
    intro:
      'The right printer depends on what you print and how much. The purchase price is only the start: ink and toner decide what every page costs you for years.\n\nHere is how to choose between ink tank, laser and all-in-one printers, and the printers we have in stock.',
    brands: ['HP', 'Canon', 'Epson', 'Brother', 'Pantum'],
    buyingGuide: [
      {
        title: 'Ink tank for colour at a low cost per page',
        body: 'Ink tank printers (such as Epson EcoTank and Canon G series) use refillable bottles and print colour very cheaply. Good for homes, schools and small shops that print photos and colour documents.',
      },
      {
        title: 'Mono laser for offices',
        body: 'A black-and-white laser prints fast, sharp text and does not dry out when unused for weeks. Check the price and availability of the toner cartridge before you buy.',
      },
      {
        title: 'All-in-one or print only',
        body: 'A multifunction printer scans and copies too: useful for NID copies, certificates and forms. An automatic document feeder helps with multi-page scans.',
      },
      {
        title: 'Connections',
        body: 'USB is enough for one computer; Wi-Fi lets the whole family or office print, including from phones.',
      },
    ],
    faq: [
      {
        question: 'Do you sell ink and toner?',
        answer: 'Yes, genuine ink bottles, cartridges and toner for the printers we sell.',
      },
      {
        question: 'Will it work with my laptop?',
        answer: 'Yes; drivers are available for Windows and macOS and most printers also work from Android phones.',
      },
      {
        question: 'Which printer is best for a small business?',
        answer: 'A mono laser multifunction printer for invoices and documents; add an ink tank printer if you print colour often.',
      },
    ],
    closing: `Compare printers by brand and price. ${visitUs}`,
    relatedCategorySlugs: ['ups', 'router'],
  },
  {
    keyword: 'router',
    aliases: ['routers', 'wifi router', 'wi-fi router'],
    categorySlug: 'router',
    heading: 'Buy a Wi-Fi router in Bangladesh',
    intro:
      'Your broadband may be fast, but an old or weak router can waste most of it. A good router brings steady Wi-Fi to every room for streaming, classes and work calls.\n\nHere is what to look for, and the routers we have in stock.',
    brands: ['TP-Link', 'Tenda', 'Mercusys', 'D-Link', 'Xiaomi', 'ASUS'],
    buyingGuide: [
      {
        title: 'Dual-band and Wi-Fi 6',
        body: 'A dual-band router (2.4GHz and 5GHz) gives faster speeds near the router and longer reach further away. Wi-Fi 6 handles many phones and laptops at once better than older Wi-Fi 5 models.',
      },
      {
        title: 'Gigabit ports',
        body: 'If your ISP package is above 100 Mbps, choose a router with gigabit WAN and LAN ports, or the ports themselves will cap your speed.',
      },
      {
        title: 'Coverage',
        body: 'Concrete walls block Wi-Fi. For a large flat or a house on several floors, a mesh system or a second access point covers every room better than one powerful router.',
      },
      {
        title: 'Works with your ISP',
        body: 'Our routers support PPPoE and dynamic IP connections used by ISPs in Bangladesh; ask your ISP which one you have.',
      },
    ],
    faq: [
      {
        question: 'Will it work with my ISP?',
        answer: 'Yes: every router we sell works with the broadband and fibre connections of ISPs in Bangladesh.',
      },
      {
        question: 'Can I run the router during load-shedding?',
        answer: 'Yes, with a small router UPS or a mini DC UPS, which keeps the router and ONU online for hours.',
      },
      {
        question: 'Do you help with setup?',
        answer: 'Call our hotline and we will walk you through it.',
      },
    ],
    closing: `Choose a router for your home or office. ${visitUs}`,
    relatedCategorySlugs: ['ups', 'laptop'],
  },
  {
    keyword: 'console',
    aliases: ['consoles', 'gaming console', 'playstation', 'xbox'],
    categorySlug: 'console',
    heading: 'Buy a gaming console in Bangladesh',
    intro:
      'A console is the easiest way to play the biggest games on your TV: no drivers, no upgrades, just a controller and the sofa.\n\nHere is how to choose between PlayStation, Xbox, Nintendo and handheld PCs, and the consoles we have in stock.',
    brands: ['Sony', 'Microsoft', 'Nintendo', 'Valve'],
    buyingGuide: [
      {
        title: 'Games decide',
        body: 'Each console has its own exclusive games: look at the ones you want to play first. PlayStation and Xbox share most big releases; Nintendo has its own famous series.',
      },
      {
        title: 'Disc or digital',
        body: 'Disc editions let you buy, sell and share physical games; digital editions are cheaper but need a good internet connection for large downloads.',
      },
      {
        title: 'Storage',
        body: 'New games take 50-150GB each. Check the built-in storage and whether it can be expanded.',
      },
      {
        title: 'Your TV',
        body: 'A 4K TV with HDMI 2.1 shows the best a current console can do, but every console works well on a Full HD TV too.',
      },
    ],
    faq: [
      {
        question: 'Do games and accessories come with it?',
        answer: 'Each console comes with one controller; the product page lists any bundled games. We also sell extra controllers and games.',
      },
      {
        question: 'Does it work in Bangladesh?',
        answer: 'Yes. Online accounts for the stores are region-based; we help you set one up.',
      },
      {
        question: 'Is there a warranty?',
        answer: 'Yes, every console comes with the warranty stated on its page.',
      },
    ],
    closing: `Pick your console and start playing. ${visitUs}`,
    relatedCategorySlugs: ['monitor', 'headphone', 'gaming-chair'],
  },
  {
    keyword: 'gaming chair',
    aliases: ['gaming chairs', 'chair'],
    categorySlug: 'gaming-chair',
    heading: 'Buy a gaming chair in Bangladesh',
    intro:
      'If you sit at a desk for hours, for games, work or study, a chair that supports your back is one of the best things you can buy for your health.\n\nHere is what to compare, and the chairs we have in stock.',
    brands: ['Fantech', 'Havit', 'Redragon', 'Cougar', 'Gamdias', 'Corsair'],
    buyingGuide: [
      {
        title: 'Fit and weight limit',
        body: 'Check the recommended height range and maximum load; a chair that is too small or too big will never feel right.',
      },
      {
        title: 'Adjustments',
        body: 'Look for adjustable height, armrests (3D or 4D move in more directions), a reclining back and a lumbar cushion for the lower back.',
      },
      {
        title: 'Material for our climate',
        body: 'PU leather is easy to wipe clean but warm in summer; fabric and mesh chairs breathe better in humid weather.',
      },
      {
        title: 'Base and wheels',
        body: 'A metal base and a class-4 gas lift last longer; rubber-coated wheels protect tiled floors.',
      },
    ],
    faq: [
      {
        question: 'Do you assemble the chair?',
        answer: 'Assembly is free for deliveries inside Khulna city; elsewhere the chair comes with tools and easy instructions.',
      },
      {
        question: 'Is a gaming chair better than an office chair?',
        answer: 'A good gaming chair offers more recline and adjustable cushions; a good mesh office chair is cooler. Both are far better than a plain chair.',
      },
      {
        question: 'Can I try it before buying?',
        answer: 'Yes, sit in it at our Khulna shop.',
      },
    ],
    closing: `Find a chair that keeps you comfortable for hours. ${visitUs}`,
    relatedCategorySlugs: ['console', 'mousepad', 'headphone'],
  },
];
