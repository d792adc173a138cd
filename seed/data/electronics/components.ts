/**
 * PC components other than processors and motherboards: RAM, storage, graphics cards,
 * power supplies, casings, CPU coolers and casing coolers.
 */
import type { SeedProduct } from '../../types.ts';
import { makeProduct } from './common.ts';

// ---------------------------------------------------------------- RAM
// [brand, line, capacity GB, kit ("" for single stick), type, speed MHz, form, price, rgb]
type RamRow = [string, string, number, string, 'DDR4' | 'DDR5', number, 'DIMM' | 'SO-DIMM', number, boolean];

const RAM_ROWS: RamRow[] = [
  ['Corsair', 'Vengeance LPX', 8, '', 'DDR4', 3200, 'DIMM', 2700, false],
  ['Corsair', 'Vengeance LPX', 16, '', 'DDR4', 3200, 'DIMM', 4600, false],
  ['Corsair', 'Vengeance RGB', 32, '2x16GB', 'DDR5', 6000, 'DIMM', 14500, true],
  ['G.Skill', 'Ripjaws V', 16, '', 'DDR4', 3200, 'DIMM', 4400, false],
  ['G.Skill', 'Trident Z5 RGB', 32, '2x16GB', 'DDR5', 6000, 'DIMM', 15500, true],
  ['Kingston', 'FURY Beast', 8, '', 'DDR4', 3200, 'DIMM', 2500, false],
  ['Kingston', 'FURY Beast', 16, '', 'DDR5', 5600, 'DIMM', 6200, false],
  ['Kingston', 'FURY Beast RGB', 16, '', 'DDR5', 6000, 'DIMM', 7200, true],
  ['Kingston', 'FURY Impact', 16, '', 'DDR5', 4800, 'SO-DIMM', 5800, false],
  ['TeamGroup', 'T-Force Delta RGB', 16, '', 'DDR4', 3600, 'DIMM', 5200, true],
  ['TeamGroup', 'Elite', 8, '', 'DDR4', 3200, 'DIMM', 2200, false],
  ['ADATA', 'XPG Lancer RGB', 16, '', 'DDR5', 6000, 'DIMM', 6800, true],
  ['ADATA', 'Premier', 8, '', 'DDR4', 3200, 'SO-DIMM', 2300, false],
  ['Crucial', 'Basics', 8, '', 'DDR4', 3200, 'SO-DIMM', 2400, false],
  ['Crucial', 'Pro', 32, '2x16GB', 'DDR5', 5600, 'DIMM', 11500, false],
  ['Transcend', 'JetRam', 8, '', 'DDR4', 3200, 'DIMM', 2300, false],
  ['Lexar', 'THOR', 16, '', 'DDR4', 3200, 'DIMM', 4200, false],
  ['Samsung', 'Laptop Memory', 16, '', 'DDR4', 3200, 'SO-DIMM', 4500, false],
  ['Twinmos', 'Desktop Memory', 8, '', 'DDR4', 2666, 'DIMM', 2000, false],
];

export const ram: SeedProduct[] = RAM_ROWS.map(([brand, line, gb, kit, type, speed, form, price, rgb]) => {
  const where = form === 'DIMM' ? 'Desktop' : 'Laptop';
  const kitLabel = kit ? ` (${kit})` : '';
  return makeProduct({
    name: `${brand} ${line} ${gb}GB${kitLabel} ${type} ${speed}MHz ${where} RAM`,
    category: 'RAM',
    brand,
    price,
    features: [
      `${gb}GB ${type}${kitLabel}`,
      `${speed}MHz speed`,
      `${form} module for ${where.toLowerCase()}s`,
      rgb ? 'Customisable RGB lighting' : 'Low-profile heat spreader',
      'Lifetime limited warranty',
    ],
    intro: `adds fast ${type} memory to your ${where.toLowerCase()} for smoother multitasking and gaming.`,
    keywords: [type.toLowerCase(), `${where.toLowerCase()} ram`],
    specs: {
      'Basic Information': {
        Capacity: `${gb}GB`,
        'Memory Type': type,
        Speed: `${speed}MHz`,
        'Form Factor': form,
        TDP: type === 'DDR5' || rgb ? '5W' : '3W',
      },
    },
  });
});

// ---------------------------------------------------------------- Storage
// [brand, name, capacity, type, interface, form, tdp W, price, read MB/s]
type StorageRow = [string, string, string, 'NVMe SSD' | 'SATA SSD' | 'HDD', string, string, number, number, string];

const STORAGE_ROWS: StorageRow[] = [
  ['Samsung', 'Samsung 990 PRO', '1TB', 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 7, 13500, '7450 MB/s'],
  ['Samsung', 'Samsung 980', '500GB', 'NVMe SSD', 'PCIe 3.0 x4', 'M.2 2280', 5, 5500, '3100 MB/s'],
  ['Samsung', 'Samsung 870 EVO', '500GB', 'SATA SSD', 'SATA III', '2.5 inch', 3, 5800, '560 MB/s'],
  ['Western Digital', 'WD Blue SN580', '1TB', 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 5, 8200, '4150 MB/s'],
  ['Western Digital', 'WD Black SN850X', '2TB', 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 8, 21500, '7300 MB/s'],
  ['Western Digital', 'WD Blue 7200 RPM', '1TB', 'HDD', 'SATA III', '3.5 inch', 7, 4800, '150 MB/s'],
  ['Western Digital', 'WD Purple Surveillance', '4TB', 'HDD', 'SATA III', '3.5 inch', 6, 11500, '180 MB/s'],
  ['Seagate', 'Seagate BarraCuda 7200 RPM', '2TB', 'HDD', 'SATA III', '3.5 inch', 6, 6300, '220 MB/s'],
  ['Seagate', 'Seagate BarraCuda', '1TB', 'HDD', 'SATA III', '2.5 inch', 2, 5200, '140 MB/s'],
  ['Seagate', 'Seagate FireCuda 530', '1TB', 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 9, 12500, '7300 MB/s'],
  ['Kingston', 'Kingston NV2', '500GB', 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 4, 3900, '3500 MB/s'],
  ['Kingston', 'Kingston A400', '240GB', 'SATA SSD', 'SATA III', '2.5 inch', 2, 2300, '500 MB/s'],
  ['Crucial', 'Crucial P3 Plus', '1TB', 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 6, 8000, '5000 MB/s'],
  ['Crucial', 'Crucial MX500', '1TB', 'SATA SSD', 'SATA III', '2.5 inch', 3, 8500, '560 MB/s'],
  ['Lexar', 'Lexar NM620', '512GB', 'NVMe SSD', 'PCIe 3.0 x4', 'M.2 2280', 4, 3700, '3300 MB/s'],
  ['TeamGroup', 'TeamGroup MP33', '256GB', 'NVMe SSD', 'PCIe 3.0 x4', 'M.2 2280', 3, 2400, '1600 MB/s'],
  ['ADATA', 'ADATA LEGEND 850', '1TB', 'NVMe SSD', 'PCIe 4.0 x4', 'M.2 2280', 6, 8800, '5000 MB/s'],
  ['Toshiba', 'Toshiba P300', '1TB', 'HDD', 'SATA III', '3.5 inch', 6, 4600, '150 MB/s'],
  ['Netac', 'Netac N600S', '512GB', 'SATA SSD', 'SATA III', '2.5 inch', 2, 3400, '540 MB/s'],
];

export const storage: SeedProduct[] = STORAGE_ROWS.map(([brand, model, cap, type, iface, form, tdp, price, read]) => {
  const name =
    type === 'NVMe SSD'
      ? `${model} ${cap} ${iface.replace(' x4', '')} M.2 NVMe SSD`
      : type === 'SATA SSD'
        ? `${model} ${cap} ${form} SATA SSD`
        : `${model} ${cap} ${form} SATA HDD`;
  return makeProduct({
    name,
    category: 'Storage',
    brand,
    price,
    ...(model === 'Samsung 990 PRO' ? { discount: 1000 } : {}),
    features: [
      `${cap} capacity`,
      `${type} with ${iface} interface`,
      `Sequential read up to ${read}`,
      `${form} form factor`,
    ],
    intro:
      type === 'HDD'
        ? 'gives you plenty of room for documents, photos, videos and backups at a low cost per terabyte.'
        : 'makes Windows boot in seconds and cuts game and application load times.',
    keywords: type === 'HDD' ? ['hdd', 'hard disk', 'hard drive'] : ['ssd', type === 'NVMe SSD' ? 'nvme' : 'sata ssd'],
    specs: {
      'Basic Information': {
        Capacity: cap,
        Type: type,
        Interface: iface,
        'Form Factor': form,
        TDP: `${tdp}W`,
      },
    },
  });
});

// ---------------------------------------------------------------- Graphics cards
// [brand, product name, chipset, memory GB, memory type, tdp W, psu W, length mm, price]
type GpuRow = [string, string, string, number, string, number, number, number, number];

const GPU_ROWS: GpuRow[] = [
  ['PNY', 'PNY GeForce GT 1030 2GB GDDR5', 'NVIDIA GeForce GT 1030', 2, 'GDDR5', 30, 300, 173, 9500],
  ['Galax', 'Galax GeForce GTX 1650 EX Plus 4GB GDDR6', 'NVIDIA GeForce GTX 1650', 4, 'GDDR6', 75, 300, 190, 19000],
  ['Zotac', 'Zotac Gaming GeForce RTX 3050 6GB GDDR6 Twin Edge OC', 'NVIDIA GeForce RTX 3050', 6, 'GDDR6', 70, 300, 211, 24500],
  ['MSI', 'MSI GeForce RTX 3060 VENTUS 2X 12G OC', 'NVIDIA GeForce RTX 3060', 12, 'GDDR6', 170, 550, 235, 39000],
  ['MSI', 'MSI GeForce RTX 4060 VENTUS 2X BLACK 8G OC', 'NVIDIA GeForce RTX 4060', 8, 'GDDR6', 115, 550, 199, 42500],
  ['ASUS', 'ASUS Dual GeForce RTX 4060 OC Edition 8GB GDDR6', 'NVIDIA GeForce RTX 4060', 8, 'GDDR6', 115, 550, 227, 44000],
  ['Gigabyte', 'Gigabyte GeForce RTX 4060 Ti EAGLE OC 8G', 'NVIDIA GeForce RTX 4060 Ti', 8, 'GDDR6', 160, 550, 272, 55000],
  ['Zotac', 'Zotac Gaming GeForce RTX 4070 Twin Edge OC 12GB GDDR6X', 'NVIDIA GeForce RTX 4070', 12, 'GDDR6X', 200, 650, 234, 78000],
  ['MSI', 'MSI GeForce RTX 4070 SUPER 12G VENTUS 2X OC', 'NVIDIA GeForce RTX 4070 SUPER', 12, 'GDDR6X', 220, 650, 242, 82000],
  ['ASUS', 'ASUS TUF Gaming GeForce RTX 4070 Ti SUPER OC Edition 16GB GDDR6X', 'NVIDIA GeForce RTX 4070 Ti SUPER', 16, 'GDDR6X', 285, 750, 305, 125000],
  ['Gigabyte', 'Gigabyte GeForce RTX 4080 SUPER GAMING OC 16G', 'NVIDIA GeForce RTX 4080 SUPER', 16, 'GDDR6X', 320, 850, 342, 165000],
  ['ASUS', 'ASUS ROG Strix GeForce RTX 4090 OC Edition 24GB GDDR6X', 'NVIDIA GeForce RTX 4090', 24, 'GDDR6X', 450, 1000, 358, 285000],
  ['ASRock', 'ASRock Radeon RX 6600 Challenger D 8GB GDDR6', 'AMD Radeon RX 6600', 8, 'GDDR6', 132, 500, 269, 29000],
  ['Sapphire', 'Sapphire PULSE AMD Radeon RX 7600 8GB GDDR6', 'AMD Radeon RX 7600', 8, 'GDDR6', 165, 550, 240, 36500],
  ['PowerColor', 'PowerColor Hellhound AMD Radeon RX 7700 XT 12GB GDDR6', 'AMD Radeon RX 7700 XT', 12, 'GDDR6', 245, 700, 322, 58000],
  ['XFX', 'XFX Speedster SWFT 210 Radeon RX 7800 XT 16GB GDDR6', 'AMD Radeon RX 7800 XT', 16, 'GDDR6', 263, 700, 340, 68000],
  ['Sapphire', 'Sapphire NITRO+ AMD Radeon RX 7900 XTX 24GB GDDR6', 'AMD Radeon RX 7900 XTX', 24, 'GDDR6', 355, 850, 320, 135000],
  ['Intel', 'Intel Arc A750 Limited Edition 8GB GDDR6', 'Intel Arc A750', 8, 'GDDR6', 225, 600, 267, 32000],
];

export const graphicsCards: SeedProduct[] = GPU_ROWS.map(([brand, model, chipset, mem, memType, tdp, psu, length, price]) => {
  const nvidia = chipset.startsWith('NVIDIA');
  return makeProduct({
    name: `${model} Graphics Card`,
    category: 'Graphics Card',
    brand,
    price,
    ...(model.includes('RX 7600') ? { discount: 1500 } : {}),
    features: [
      `${chipset} GPU`,
      `${mem}GB ${memType} video memory`,
      nvidia && /RTX 40/.test(chipset) ? 'DLSS 3 with Frame Generation and ray tracing' : nvidia && /RTX/.test(chipset) ? 'Ray tracing and DLSS support' : 'DirectX 12 Ultimate ready',
      `${tdp}W board power, ${psu}W PSU recommended`,
      `Card length ${length}mm`,
    ],
    intro:
      price > 100000
        ? 'is a high-end graphics card for 4K gaming, 3D rendering and AI workloads.'
        : price > 40000
          ? 'is a strong graphics card for high refresh rate 1080p and 1440p gaming.'
          : 'is an affordable graphics card for esports titles and everyday creative work.',
    keywords: [nvidia ? 'nvidia' : chipset.startsWith('AMD') ? 'radeon' : 'intel arc', 'video card'],
    specs: {
      'Basic Information': {
        Chipset: chipset,
        'Memory Size': `${mem}GB`,
        'Memory Type': memType,
        TDP: `${tdp}W`,
        'Recommended PSU': `${psu}W`,
        Length: `${length}mm`,
      },
    },
  });
});

// ---------------------------------------------------------------- Power supplies
// [brand, model, watts, efficiency, modular, form, price]
type PsuRow = [string, string, number, string, 'Non-Modular' | 'Semi-Modular' | 'Fully Modular', 'ATX' | 'SFX', number];

const PSU_ROWS: PsuRow[] = [
  ['Xigmatek', 'Xigmatek X-Power III 500', 500, '80 Plus', 'Non-Modular', 'ATX', 3300],
  ['Thermaltake', 'Thermaltake Smart 600W', 600, '80 Plus White', 'Non-Modular', 'ATX', 5200],
  ['Antec', 'Antec CSK550', 550, '80 Plus Bronze', 'Non-Modular', 'ATX', 5500],
  ['Cooler Master', 'Cooler Master MWE 550 Bronze V2', 550, '80 Plus Bronze', 'Non-Modular', 'ATX', 5800],
  ['Corsair', 'Corsair CV650', 650, '80 Plus Bronze', 'Non-Modular', 'ATX', 6800],
  ['Deepcool', 'Deepcool PK650D', 650, '80 Plus Bronze', 'Non-Modular', 'ATX', 6500],
  ['Gigabyte', 'Gigabyte P650B', 650, '80 Plus Bronze', 'Non-Modular', 'ATX', 6200],
  ['MSI', 'MSI MAG A650BN', 650, '80 Plus Bronze', 'Non-Modular', 'ATX', 6400],
  ['Antec', 'Antec NE750G Zen', 750, '80 Plus Gold', 'Semi-Modular', 'ATX', 9800],
  ['Seasonic', 'Seasonic FOCUS GX-750', 750, '80 Plus Gold', 'Fully Modular', 'ATX', 13500],
  ['Corsair', 'Corsair RM850e', 850, '80 Plus Gold', 'Fully Modular', 'ATX', 14500],
  ['Deepcool', 'Deepcool PQ850M', 850, '80 Plus Gold', 'Fully Modular', 'ATX', 13000],
  ['Cooler Master', 'Cooler Master MWE Gold 850 V2 Full Modular', 850, '80 Plus Gold', 'Fully Modular', 'ATX', 12500],
  ['MSI', 'MSI MPG A850G PCIE5', 850, '80 Plus Gold', 'Fully Modular', 'ATX', 15500],
  ['Corsair', 'Corsair RM1000x', 1000, '80 Plus Gold', 'Fully Modular', 'ATX', 21500],
  ['Lian Li', 'Lian Li SP750', 750, '80 Plus Gold', 'Fully Modular', 'SFX', 14000],
  ['ASUS', 'ASUS ROG Thor 1200P2', 1200, '80 Plus Platinum', 'Fully Modular', 'ATX', 42000],
];

export const powerSupplies: SeedProduct[] = PSU_ROWS.map(([brand, model, watts, eff, modular, form, price]) =>
  makeProduct({
    name: `${model}${model.includes(`${watts}W`) ? '' : ` ${watts}W`} ${eff} ${modular} Power Supply`,
    category: 'Power Supply',
    brand,
    price,
    features: [
      `${watts}W continuous power`,
      `${eff} certified efficiency`,
      `${modular} cabling`,
      `${form} form factor`,
      watts >= 850 ? 'Native 12VHPWR / PCIe 5.0 ready' : 'Protections: OVP, OPP, SCP, UVP',
    ],
    intro: `delivers stable ${watts}W power for ${watts >= 850 ? 'high-end gaming and workstation' : watts >= 650 ? 'mid-range gaming' : 'office and entry-level'} PCs.`,
    keywords: ['smps', `${watts}w psu`],
    specs: {
      'Basic Information': {
        Wattage: `${watts}W`,
        Efficiency: eff,
        Modular: modular,
        'Form Factor': form,
      },
    },
  }),
);

// ---------------------------------------------------------------- Casings
// [brand, model, support, max gpu mm, fans, price, pitch]
type CaseRow = [string, string, string, number, number, number, string];

const ALL3 = 'ATX, Micro-ATX, Mini-ITX';
const MATX = 'Micro-ATX, Mini-ITX';

const CASE_ROWS: CaseRow[] = [
  ['Xigmatek', 'Xigmatek Gaming X 3F', ALL3, 330, 3, 4800, 'is a budget ATX casing with three ARGB fans pre-installed'],
  ['Value-Top', 'Value-Top VT-M33 Micro-ATX', MATX, 280, 1, 2600, 'is a compact office casing for Micro-ATX builds'],
  ['Thermaltake', 'Thermaltake Versa H18', MATX, 350, 1, 4500, 'is a minimal Micro-ATX casing with a tempered glass side panel'],
  ['Cooler Master', 'Cooler Master MasterBox Q300L', MATX, 360, 1, 5200, 'is a compact casing with magnetic dust filters'],
  ['Cooler Master', 'Cooler Master MasterBox NR200P', 'Mini-ITX', 330, 2, 11500, 'is a small form factor casing that still fits full-size GPUs'],
  ['Deepcool', 'Deepcool CH560 Digital', ALL3, 380, 4, 10500, 'has a live temperature display and four ARGB fans'],
  ['Deepcool', 'Deepcool CC560 V2', ALL3, 370, 4, 6500, 'offers a mesh front and four ARGB fans at a great price'],
  ['Montech', 'Montech AIR 903 MAX', ALL3, 400, 4, 9800, 'is a high-airflow casing with four 140mm fans'],
  ['Antec', 'Antec NX410', ALL3, 330, 4, 5500, 'is a gaming casing with ARGB fans and a glass side panel'],
  ['Corsair', 'Corsair 4000D Airflow', ALL3, 360, 2, 10500, 'is a popular high-airflow mid tower with clean cable routing'],
  ['NZXT', 'NZXT H5 Flow', ALL3, 365, 2, 10000, 'is a compact mid tower with a perforated front panel'],
  ['Lian Li', 'Lian Li LANCOOL 216', ALL3, 392, 3, 12000, 'has two 160mm front fans for excellent airflow'],
  ['Lian Li', 'Lian Li O11 Dynamic EVO', ALL3, 426, 0, 17500, 'is a dual-chamber showcase casing for custom builds'],
  ['Fractal Design', 'Fractal Design North', ALL3, 355, 2, 16500, 'mixes real wood and mesh for a living-room friendly build'],
  ['Phanteks', 'Phanteks XT PRO', ALL3, 415, 0, 8500, 'is a spacious panoramic-glass mid tower'],
];

export const casings: SeedProduct[] = CASE_ROWS.map(([brand, model, support, gpu, fans, price, pitch]) => {
  const tower = support === 'Mini-ITX' ? 'Mini-ITX' : support === MATX ? 'Micro-ATX Mini Tower' : 'ATX Mid Tower';
  return makeProduct({
    name: `${model} ${tower} Casing`.replace('Micro-ATX Micro-ATX', 'Micro-ATX'),
    category: 'Casing',
    brand,
    price,
    features: [
      `Supports ${support} motherboards`,
      `Graphics cards up to ${gpu}mm`,
      fans === 0 ? 'No fans included (up to 10 fan mounts)' : `${fans} fan${fans > 1 ? 's' : ''} pre-installed`,
      'Tempered glass side panel',
      'Front USB 3.0 and audio ports',
    ],
    intro: `${pitch}.`,
    keywords: ['cabinet', 'computer case'],
    specs: {
      'Basic Information': {
        'Form Factor Support': support,
        'Max GPU Length': `${gpu}mm`,
        'Included Fans': String(fans),
      },
    },
  });
});

// ---------------------------------------------------------------- CPU coolers
// [brand, model, type, sockets, tdp rating W, fan size, power W, price, radiator]
type CoolerRow = [string, string, 'Air' | 'Liquid', string, number, string, number, number, string];

const MAINSTREAM = 'LGA1700, LGA1200, AM4, AM5';
const WIDE = 'LGA1700, LGA1200, LGA2066, LGA2011, AM4, AM5';

const COOLER_ROWS: CoolerRow[] = [
  ['Deepcool', 'Deepcool AG400', 'Air', MAINSTREAM, 220, '120mm', 3, 2800, ''],
  ['Deepcool', 'Deepcool AK400', 'Air', MAINSTREAM, 220, '120mm', 3, 3800, ''],
  ['Deepcool', 'Deepcool AK620', 'Air', MAINSTREAM, 260, '120mm', 5, 7200, ''],
  ['Deepcool', 'Deepcool LE520', 'Liquid', MAINSTREAM, 240, '120mm', 8, 8500, '240mm'],
  ['Cooler Master', 'Cooler Master Hyper 212 Black Edition', 'Air', WIDE, 180, '120mm', 3, 4200, ''],
  ['Cooler Master', 'Cooler Master MasterLiquid ML240L V2 ARGB', 'Liquid', WIDE, 230, '120mm', 8, 8900, '240mm'],
  ['Thermalright', 'Thermalright Assassin X 120 Refined SE', 'Air', MAINSTREAM, 220, '120mm', 2, 2400, ''],
  ['Thermalright', 'Thermalright Peerless Assassin 120 SE', 'Air', MAINSTREAM, 260, '120mm', 4, 4500, ''],
  ['ID-Cooling', 'ID-Cooling SE-214-XT ARGB', 'Air', MAINSTREAM, 180, '120mm', 3, 2200, ''],
  ['Noctua', 'Noctua NH-D15', 'Air', WIDE, 250, '140mm', 4, 13500, ''],
  ['Noctua', 'Noctua NH-U14S TR4-SP3', 'Air', 'TR4', 250, '140mm', 3, 11500, ''],
  ['Corsair', 'Corsair iCUE H150i ELITE CAPELLIX XT', 'Liquid', WIDE, 350, '120mm', 12, 24500, '360mm'],
  ['NZXT', 'NZXT Kraken 240', 'Liquid', MAINSTREAM, 250, '120mm', 9, 15500, '240mm'],
  ['Lian Li', 'Lian Li Galahad II Trinity 360', 'Liquid', MAINSTREAM, 320, '120mm', 12, 19500, '360mm'],
  ['Arctic', 'Arctic Liquid Freezer III 280', 'Liquid', MAINSTREAM, 300, '140mm', 10, 13000, '280mm'],
];

export const cpuCoolers: SeedProduct[] = COOLER_ROWS.map(([brand, model, type, sockets, rating, fan, power, price, radiator]) =>
  makeProduct({
    name: `${model} ${type === 'Air' ? 'Air' : `${radiator} Liquid`} CPU Cooler`,
    category: 'CPU Cooler',
    brand,
    price,
    ...(model === 'Deepcool AK620' ? { discount: 700 } : {}),
    features: [
      type === 'Air' ? `Tower air cooler with ${fan} fan` : `${radiator} radiator with ${fan} fans`,
      `Handles processors up to ${rating}W`,
      `Socket support: ${sockets}`,
      type === 'Air' ? 'Copper heat pipes with direct contact base' : 'Pre-applied thermal paste, easy installation',
    ],
    intro:
      type === 'Air'
        ? 'keeps your processor cool and quiet without the maintenance of a liquid loop.'
        : 'is an all-in-one liquid cooler for high-performance processors.',
    keywords: [type === 'Air' ? 'air cooler' : 'liquid cooler', ...(type === 'Liquid' ? ['aio'] : ['heatsink'])],
    specs: {
      'Basic Information': {
        Type: type,
        'Socket Support': sockets,
        'TDP Rating': `${rating}W`,
        'Fan Size': fan,
        TDP: `${power}W`,
      },
    },
  }),
);

// ---------------------------------------------------------------- Casing coolers
// [brand, model, size, rpm, power W, price, rgb]
type FanRow = [string, string, string, string, number, number, boolean];

const FAN_ROWS: FanRow[] = [
  ['Arctic', 'Arctic P12 PWM PST', '120mm', '200-1800 RPM', 1, 750, false],
  ['Deepcool', 'Deepcool FC120 ARGB 3 in 1', '120mm', '500-1800 RPM', 6, 3500, true],
  ['Corsair', 'Corsair iCUE SP120 RGB ELITE', '120mm', '400-1500 RPM', 3, 2200, true],
  ['Lian Li', 'Lian Li UNI FAN SL120 V2', '120mm', '250-2000 RPM', 3, 3100, true],
  ['Cooler Master', 'Cooler Master SickleFlow 120 ARGB', '120mm', '650-1800 RPM', 3, 950, true],
  ['Noctua', 'Noctua NF-A12x25 PWM', '120mm', '450-2000 RPM', 2, 3600, false],
  ['Thermalright', 'Thermalright TL-C12C', '120mm', '1500 RPM', 2, 550, true],
  ['Montech', 'Montech RX140 PWM', '140mm', '500-1600 RPM', 2, 900, false],
];

export const casingCoolers: SeedProduct[] = FAN_ROWS.map(([brand, model, size, rpm, power, price, rgb]) =>
  makeProduct({
    name: `${model} ${size} Casing Fan`,
    category: 'Casing Cooler',
    brand,
    price,
    features: [`${size} fan`, `Speed ${rpm}`, rgb ? 'Addressable RGB lighting' : 'Quiet fluid dynamic bearing', `${power}W power draw`],
    intro: 'improves airflow through your casing so every component runs cooler.',
    keywords: ['fan', rgb ? 'rgb fan' : 'pwm fan'],
    specs: {
      'Basic Information': {
        'Fan Size': size,
        RPM: rpm,
        TDP: `${power}W`,
      },
    },
  }),
);
