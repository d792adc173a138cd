/**
 * Printers, routers, UPS, anti virus, consoles, gaming chairs and air conditioners.
 */
import type { SeedProduct } from '../../types.ts';
import { makeProduct } from './common.ts';

// ---------------------------------------------------------------- Printers
// [brand, model, print type, speed, functions, colour, connectivity, price]
type PrinterRow = [string, string, 'Laser' | 'Ink Tank', string, string, 'Monochrome' | 'Color', string, number];

const PRINTER_ROWS: PrinterRow[] = [
  ['Canon', 'Canon imageCLASS LBP6030', 'Laser', '18 ppm', 'Print', 'Monochrome', 'USB 2.0', 15500],
  ['Pantum', 'Pantum P2500W', 'Laser', '22 ppm', 'Print', 'Monochrome', 'USB 2.0, Wi-Fi', 13500],
  ['HP', 'HP LaserJet M111w', 'Laser', '20 ppm', 'Print', 'Monochrome', 'USB 2.0, Wi-Fi', 17500],
  ['HP', 'HP LaserJet MFP M135a', 'Laser', '20 ppm', 'Print, Scan, Copy', 'Monochrome', 'USB 2.0', 22500],
  ['Brother', 'Brother HL-L2350DW', 'Laser', '30 ppm', 'Print (auto duplex)', 'Monochrome', 'USB 2.0, Wi-Fi', 23500],
  ['Epson', 'Epson EcoTank L3210', 'Ink Tank', '10 ipm', 'Print, Scan, Copy', 'Color', 'USB 2.0', 17500],
  ['Epson', 'Epson EcoTank L3250', 'Ink Tank', '10 ipm', 'Print, Scan, Copy', 'Color', 'USB 2.0, Wi-Fi, Wi-Fi Direct', 19500],
  ['Canon', 'Canon PIXMA G3020', 'Ink Tank', '11 ipm', 'Print, Scan, Copy', 'Color', 'USB 2.0, Wi-Fi', 18500],
];

export const printers: SeedProduct[] = PRINTER_ROWS.map(([brand, model, type, speed, functions, colour, conn, price]) => {
  const mfp = functions.includes('Scan');
  return makeProduct({
    name: `${model} ${colour === 'Color' ? 'Color' : 'Mono'} ${type} ${mfp ? 'All-in-One Printer' : 'Printer'}`,
    category: 'Printer',
    brand,
    price,
    features: [`${type} printing`, `Up to ${speed}`, `Functions: ${functions}`, `${colour} output`, `Connectivity: ${conn}`],
    intro:
      type === 'Laser'
        ? 'prints sharp text quickly and cheaply, ideal for offices, coaching centres and students.'
        : 'prints colour documents and photos at a very low cost per page with refillable ink tanks.',
    keywords: [type === 'Laser' ? 'laser printer' : 'ink tank printer', mfp ? 'scanner' : 'office printer'],
    specs: {
      'Basic Information': { 'Print Type': type, 'Print Speed': speed, Functions: functions, 'Color Output': colour, Connectivity: conn },
      General: { Warranty: '1 Year' },
    },
  });
});

// ---------------------------------------------------------------- Routers
// [brand, model, standard, speed, bands, antennas, ports, price]
type RouterRow = [string, string, string, string, string, string, string, number];

const ROUTER_ROWS: RouterRow[] = [
  ['TP-Link', 'TP-Link TL-WR840N', 'Wi-Fi 4 (802.11n)', '300 Mbps', 'Single Band 2.4GHz', '2', '4 x 10/100 LAN', 1500],
  ['Tenda', 'Tenda AC10', 'Wi-Fi 5 (802.11ac)', '1200 Mbps', 'Dual Band', '4', '3 x Gigabit LAN', 2700],
  ['Mercusys', 'Mercusys MR30G', 'Wi-Fi 5 (802.11ac)', '1200 Mbps', 'Dual Band', '4', '2 x Gigabit LAN', 2400],
  ['D-Link', 'D-Link DIR-825', 'Wi-Fi 5 (802.11ac)', '1200 Mbps', 'Dual Band', '4', '4 x Gigabit LAN', 3300],
  ['TP-Link', 'TP-Link Archer C6', 'Wi-Fi 5 (802.11ac)', '1200 Mbps', 'Dual Band', '5', '4 x Gigabit LAN', 3600],
  ['Xiaomi', 'Xiaomi Router AX3000T', 'Wi-Fi 6 (802.11ax)', '3000 Mbps', 'Dual Band', '4', '3 x Gigabit LAN', 5200],
  ['TP-Link', 'TP-Link Archer AX23', 'Wi-Fi 6 (802.11ax)', '1800 Mbps', 'Dual Band', '4', '4 x Gigabit LAN', 6500],
  ['ASUS', 'ASUS RT-AX53U', 'Wi-Fi 6 (802.11ax)', '1800 Mbps', 'Dual Band', '4', '3 x Gigabit LAN, USB', 6800],
];

export const routers: SeedProduct[] = ROUTER_ROWS.map(([brand, model, standard, speed, bands, antennas, ports, price]) => {
  const short = standard.split(' (')[0] ?? standard;
  return makeProduct({
    name: `${model} ${speed} ${bands === 'Dual Band' ? 'Dual Band' : ''} ${short} Router`.replace(/\s+/g, ' '),
    category: 'Router',
    brand,
    price,
    features: [`${standard}`, `Up to ${speed} combined speed`, bands, `${antennas} external antennas`, ports],
    intro: 'brings stable Wi-Fi to every room for streaming, online classes and gaming.',
    keywords: ['wifi router', short.toLowerCase(), 'internet'],
    specs: {
      'Basic Information': { 'Wi-Fi Standard': standard, Speed: speed, 'Frequency Band': bands, Antennas: antennas, Ports: ports },
      General: { Warranty: '1 Year' },
    },
  });
});

// ---------------------------------------------------------------- UPS
// [brand, model, VA, backup, watts, price]
type UpsRow = [string, string, number, string, number, number];

const UPS_ROWS: UpsRow[] = [
  ['Maxgreen', 'Maxgreen MG-650', 650, '10-15 minutes', 360, 3400],
  ['Power Guard', 'Power Guard PG650VA', 650, '10-15 minutes', 360, 3500],
  ['Apollo', 'Apollo 1065', 650, '15-20 minutes', 390, 3900],
  ['APC', 'APC Back-UPS BX650LI-MS', 650, '10-15 minutes', 325, 6200],
  ['Power Guard', 'Power Guard PG1200VA', 1200, '20-30 minutes', 720, 8500],
  ['Santak', 'Santak Blazer 1000 Pro', 1000, '15-20 minutes', 600, 9000],
  ['APC', 'APC Back-UPS BX1100C-IN', 1100, '20-25 minutes', 660, 12500],
];

export const ups: SeedProduct[] = UPS_ROWS.map(([brand, model, va, backup, watts, price]) =>
  makeProduct({
    name: `${model}${model.endsWith('VA') ? '' : ` ${va}VA`} ${va >= 1000 ? 'Line Interactive' : 'Offline'} UPS`,
    category: 'UPS',
    brand,
    price,
    features: [`${va}VA / ${watts}W capacity`, `Backup time ${backup} for a desktop PC`, 'Automatic voltage regulation (AVR)', 'Overload and short-circuit protection', 'Built-in sealed battery'],
    intro: 'keeps your desktop, monitor and router running through load-shedding so you can save your work.',
    keywords: ['ups for pc', 'load shedding', 'battery backup'],
    specs: {
      'Basic Information': { Capacity: `${va}VA`, 'Backup Time': backup, 'Output Wattage': `${watts}W` },
    },
  }),
);

// ---------------------------------------------------------------- Anti Virus
// [brand, product, users, validity, platform, price]
type AvRow = [string, string, number, string, string, number];

const AV_ROWS: AvRow[] = [
  ['Kaspersky', 'Kaspersky Standard', 1, '1 Year', 'Windows, macOS, Android', 1050],
  ['Kaspersky', 'Kaspersky Standard', 3, '1 Year', 'Windows, macOS, Android', 2200],
  ['Kaspersky', 'Kaspersky Plus', 1, '1 Year', 'Windows, macOS, Android, iOS', 1600],
  ['ESET', 'ESET NOD32 Antivirus', 1, '1 Year', 'Windows', 900],
  ['ESET', 'ESET Internet Security', 3, '1 Year', 'Windows, macOS, Android', 2600],
  ['Bitdefender', 'Bitdefender Total Security', 5, '1 Year', 'Windows, macOS, Android, iOS', 3900],
  ['Norton', 'Norton 360 Deluxe', 3, '1 Year', 'Windows, macOS, Android, iOS', 3200],
  ['McAfee', 'McAfee Total Protection', 1, '1 Year', 'Windows, macOS, Android, iOS', 1500],
];

export const antiVirus: SeedProduct[] = AV_ROWS.map(([brand, product, users, validity, platform, price]) =>
  makeProduct({
    name: `${product} ${users} User${users > 1 ? 's' : ''} ${validity} Licence`,
    category: 'Anti Virus',
    brand,
    price,
    features: [`Protects ${users} device${users > 1 ? 's' : ''}`, `${validity} validity`, `Works on ${platform}`, 'Real-time protection against viruses, ransomware and phishing'],
    intro: 'protects your PC and phone from malware, ransomware and unsafe websites.',
    keywords: ['antivirus software', 'security', 'licence key'],
    specs: {
      'Basic Information': { Users: String(users), Validity: validity, Platform: platform, Delivery: 'License key by e-mail' },
    },
  }),
);

// ---------------------------------------------------------------- Consoles
// [brand, model, storage, resolution, controller, warranty, price, kind]
type ConsoleRow = [string, string, string, string, string, string, number, string];

const CONSOLE_ROWS: ConsoleRow[] = [
  ['Sony', 'Sony PlayStation 5 Slim Disc Edition', '1TB SSD', 'Up to 4K 120Hz', '1 x DualSense', '1 Year', 72000, 'Gaming Console'],
  ['Sony', 'Sony PlayStation 5 Slim Digital Edition', '1TB SSD', 'Up to 4K 120Hz', '1 x DualSense', '1 Year', 62000, 'Gaming Console'],
  ['Microsoft', 'Microsoft Xbox Series X', '1TB SSD', 'Up to 4K 120Hz', '1 x Xbox Wireless Controller', '1 Year', 68000, 'Gaming Console'],
  ['Microsoft', 'Microsoft Xbox Series S', '512GB SSD', 'Up to 1440p 120Hz', '1 x Xbox Wireless Controller', '1 Year', 42000, 'Gaming Console'],
  ['Nintendo', 'Nintendo Switch OLED Model', '64GB', '720p handheld, 1080p docked', 'Joy-Con (L/R)', '1 Year', 38000, 'Gaming Console'],
  ['Valve', 'Valve Steam Deck OLED', '512GB SSD', '1280x800 HDR OLED', 'Built-in controls', '1 Year', 78000, 'Handheld Gaming PC'],
];

export const consoles: SeedProduct[] = CONSOLE_ROWS.map(([brand, model, storageSize, res, controller, warranty, price, kind]) =>
  makeProduct({
    name: `${model} ${storageSize.replace(' SSD', '')} ${kind}`,
    category: 'Console',
    brand,
    price,
    ...(model.includes('Disc Edition') ? { discount: 2000 } : {}),
    features: [`${storageSize} storage`, `Resolution: ${res}`, `Included: ${controller}`, `${warranty} warranty`],
    intro: kind === 'Gaming Console' ? 'is a current-generation console for the best exclusive games.' : 'lets you play your PC game library anywhere.',
    keywords: [brand.toLowerCase() === 'sony' ? 'playstation' : brand.toLowerCase() === 'microsoft' ? 'xbox' : 'handheld', 'video game'],
    specs: {
      'Basic Information': { Storage: storageSize, Resolution: res, 'Controller Included': controller },
      General: { Warranty: warranty },
    },
  }),
);

// ---------------------------------------------------------------- Gaming chairs
// [brand, model, material, max load, recline, armrest, price]
type ChairRow = [string, string, string, string, string, string, number];

const CHAIR_ROWS: ChairRow[] = [
  ['Fantech', 'Fantech Alpha GC-283', 'PU Leather', '150 kg', '90-180 degrees', '2D', 17500],
  ['Havit', 'Havit GC932', 'PU Leather', '150 kg', '90-155 degrees', '2D', 16500],
  ['Redragon', 'Redragon Coeus C201', 'PU Leather', '136 kg', '90-155 degrees', '1D', 19500],
  ['Cougar', 'Cougar Armor One', 'PVC Leather', '120 kg', '90-180 degrees', '2D', 22500],
  ['Gamdias', 'Gamdias Zelus E2 Weave', 'Breathable Fabric', '150 kg', '90-160 degrees', '2D', 19000],
  ['Corsair', 'Corsair TC100 RELAXED', 'Fabric', '120 kg', '90-160 degrees', '2D', 32000],
];

export const gamingChairs: SeedProduct[] = CHAIR_ROWS.map(([brand, model, material, load, recline, armrest, price]) =>
  makeProduct({
    name: `${model} Gaming Chair`,
    category: 'Gaming Chair',
    brand,
    price,
    features: [`${material} upholstery`, `Supports up to ${load}`, `Reclines ${recline}`, `${armrest} adjustable armrests`, 'Neck and lumbar pillows included'],
    intro: 'supports your back through long gaming, study and work sessions.',
    keywords: ['office chair', 'ergonomic chair'],
    specs: {
      'Basic Information': { Material: material, 'Max Load': load, Recline: recline, Armrest: armrest },
      General: { Warranty: '1 Year' },
    },
  }),
);

// ---------------------------------------------------------------- Air conditioners
// [brand, model, tons, type, inverter, energy rating, warranty, price]
type AcRow = [string, string, string, 'Split' | 'Window', 'Yes' | 'No', string, string, number];

const AC_ROWS: AcRow[] = [
  ['Gree', 'Gree GS-12XPUV32', '1 Ton', 'Split', 'Yes', '5 Star', 'Compressor 10 Years, Service 3 Years', 68000],
  ['Gree', 'Gree GS-18XLM32', '1.5 Ton', 'Split', 'No', '3 Star', 'Compressor 5 Years, Service 2 Years', 79000],
  ['Gree', 'Gree GJC12AG', '1 Ton', 'Window', 'No', '3 Star', 'Compressor 3 Years, Service 1 Year', 48000],
  ['Walton', 'Walton WSI-INVERNA-12A', '1 Ton', 'Split', 'Yes', '5 Star', 'Compressor 10 Years, Service 3 Years', 58000],
  ['Walton', 'Walton WSN-KRYSTALINE-18A', '1.5 Ton', 'Split', 'No', '3 Star', 'Compressor 5 Years, Service 2 Years', 62000],
  ['General', 'General ASGA18FETA', '1.5 Ton', 'Split', 'No', '3 Star', 'Compressor 5 Years, Service 2 Years', 98000],
  ['General', 'General ASGG24CPTA', '2 Ton', 'Split', 'Yes', '5 Star', 'Compressor 5 Years, Service 2 Years', 135000],
  ['Midea', 'Midea MSAFB-18CRN8', '1.5 Ton', 'Split', 'Yes', '5 Star', 'Compressor 10 Years, Service 2 Years', 76000],
  ['Midea', 'Midea MWF-18CR', '1.5 Ton', 'Window', 'No', '3 Star', 'Compressor 3 Years, Service 1 Year', 58000],
  ['Samsung', 'Samsung AR18TVHYDWK', '1.5 Ton', 'Split', 'Yes', '5 Star', 'Compressor 10 Years, Service 2 Years', 92000],
  ['LG', 'LG S4-Q18JA3AE', '1.5 Ton', 'Split', 'Yes', '5 Star', 'Compressor 10 Years, Service 2 Years', 95000],
];

export const airConditioners: SeedProduct[] = AC_ROWS.map(([brand, model, tons, type, inverter, rating, warranty, price]) =>
  makeProduct({
    name: `${model} ${tons} ${inverter === 'Yes' ? 'Inverter' : 'Non-Inverter'} ${type} AC`,
    category: 'AC',
    brand,
    price,
    features: [
      `${tons} cooling capacity`,
      `${type} type air conditioner`,
      inverter === 'Yes' ? 'Inverter compressor saves up to 60% electricity' : 'Fixed-speed compressor, fast cooling',
      `${rating} energy rating`,
      `Warranty: ${warranty}`,
    ],
    intro: `cools a ${tons === '1 Ton' ? '120-140' : tons === '1.5 Ton' ? '160-200' : '220-260'} sq ft room quickly, even in the Khulna summer.`,
    keywords: [inverter === 'Yes' ? 'inverter ac' : 'non inverter ac', `${tons.toLowerCase()} ac`],
    specs: {
      'Basic Information': { Capacity: tons, Type: type, Inverter: inverter, 'Energy Rating': rating, Warranty: warranty },
    },
  }),
);
