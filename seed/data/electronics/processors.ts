/**
 * Desktop processors and motherboards. Socket names are the fixed set used by the PC builder:
 * LGA1200, LGA1700, LGA2066, LGA2011, AM4, AM5, TR4.
 */
import type { SeedProduct } from '../../types.ts';
import { makeProduct } from './common.ts';

export type Socket = 'LGA1200' | 'LGA1700' | 'LGA2066' | 'LGA2011' | 'AM4' | 'AM5' | 'TR4';

// [brand, model, socket, cores, threads, base GHz, boost GHz, cache MB, TDP W, memory, price, box note]
type CpuRow = [
  'Intel' | 'AMD',
  string,
  Socket,
  number,
  number,
  string,
  string,
  number,
  number,
  'DDR4' | 'DDR5' | 'DDR4/DDR5',
  number,
  string,
];

const CPU_ROWS: CpuRow[] = [
  ['Intel', 'Intel Pentium Gold G7400', 'LGA1700', 2, 4, '3.7', '3.7', 6, 46, 'DDR4/DDR5', 9500, 'with stock cooler'],
  ['Intel', 'Intel Core i3-10100', 'LGA1200', 4, 8, '3.6', '4.3', 6, 65, 'DDR4', 10500, 'with stock cooler'],
  ['Intel', 'Intel Core i3-12100', 'LGA1700', 4, 8, '3.3', '4.3', 12, 60, 'DDR4/DDR5', 13500, 'with stock cooler'],
  ['Intel', 'Intel Core i3-13100', 'LGA1700', 4, 8, '3.4', '4.5', 12, 60, 'DDR4/DDR5', 15500, 'with stock cooler'],
  ['Intel', 'Intel Core i5-10400', 'LGA1200', 6, 12, '2.9', '4.3', 12, 65, 'DDR4', 14000, 'with stock cooler'],
  ['Intel', 'Intel Core i5-11400', 'LGA1200', 6, 12, '2.6', '4.4', 12, 65, 'DDR4', 16500, 'with stock cooler'],
  ['Intel', 'Intel Core i5-12400', 'LGA1700', 6, 12, '2.5', '4.4', 18, 65, 'DDR4/DDR5', 19500, 'with stock cooler'],
  ['Intel', 'Intel Core i5-13400', 'LGA1700', 10, 16, '2.5', '4.6', 20, 65, 'DDR4/DDR5', 24500, 'with stock cooler'],
  ['Intel', 'Intel Core i5-14400', 'LGA1700', 10, 16, '2.5', '4.7', 20, 65, 'DDR4/DDR5', 27000, 'with stock cooler'],
  ['Intel', 'Intel Core i5-13600K', 'LGA1700', 14, 20, '3.5', '5.1', 24, 125, 'DDR4/DDR5', 36500, 'without cooler'],
  ['Intel', 'Intel Core i5-14600K', 'LGA1700', 14, 20, '3.5', '5.3', 24, 125, 'DDR4/DDR5', 39500, 'without cooler'],
  ['Intel', 'Intel Core i7-10700', 'LGA1200', 8, 16, '2.9', '4.8', 16, 65, 'DDR4', 29500, 'with stock cooler'],
  ['Intel', 'Intel Core i7-12700K', 'LGA1700', 12, 20, '3.6', '5.0', 25, 125, 'DDR4/DDR5', 44500, 'without cooler'],
  ['Intel', 'Intel Core i7-13700K', 'LGA1700', 16, 24, '3.4', '5.4', 30, 125, 'DDR4/DDR5', 52000, 'without cooler'],
  ['Intel', 'Intel Core i7-14700K', 'LGA1700', 20, 28, '3.4', '5.6', 33, 125, 'DDR4/DDR5', 56500, 'without cooler'],
  ['Intel', 'Intel Core i9-12900K', 'LGA1700', 16, 24, '3.2', '5.2', 30, 125, 'DDR4/DDR5', 58000, 'without cooler'],
  ['Intel', 'Intel Core i9-13900K', 'LGA1700', 24, 32, '3.0', '5.8', 36, 125, 'DDR4/DDR5', 72000, 'without cooler'],
  ['Intel', 'Intel Core i7-7820X', 'LGA2066', 8, 16, '3.6', '4.3', 11, 140, 'DDR4', 38000, 'without cooler'],
  ['Intel', 'Intel Core i9-10900X', 'LGA2066', 10, 20, '3.7', '4.7', 19, 165, 'DDR4', 62000, 'without cooler'],
  ['Intel', 'Intel Xeon E5-2680 v4', 'LGA2011', 14, 28, '2.4', '3.3', 35, 120, 'DDR4', 8500, 'tray, without cooler'],
  ['Intel', 'Intel Xeon E5-2603 v4', 'LGA2011', 6, 6, '1.7', '1.7', 15, 85, 'DDR4', 4500, 'tray, without cooler'],
  ['AMD', 'AMD A8-9600', 'AM4', 4, 4, '3.1', '3.4', 2, 65, 'DDR4', 5500, 'with stock cooler'],
  ['AMD', 'AMD Ryzen 3 3200G', 'AM4', 4, 4, '3.6', '4.0', 4, 65, 'DDR4', 9000, 'with Wraith Stealth cooler'],
  ['AMD', 'AMD Ryzen 5 4500', 'AM4', 6, 12, '3.6', '4.1', 8, 65, 'DDR4', 9500, 'with Wraith Stealth cooler'],
  ['AMD', 'AMD Ryzen 5 5600G', 'AM4', 6, 12, '3.9', '4.4', 16, 65, 'DDR4', 15500, 'with Wraith Stealth cooler'],
  ['AMD', 'AMD Ryzen 5 5600', 'AM4', 6, 12, '3.5', '4.4', 32, 65, 'DDR4', 14500, 'with Wraith Stealth cooler'],
  ['AMD', 'AMD Ryzen 7 5700X', 'AM4', 8, 16, '3.4', '4.6', 32, 65, 'DDR4', 21500, 'without cooler'],
  ['AMD', 'AMD Ryzen 9 5900X', 'AM4', 12, 24, '3.7', '4.8', 64, 105, 'DDR4', 36000, 'without cooler'],
  ['AMD', 'AMD Ryzen 5 7600', 'AM5', 6, 12, '3.8', '5.1', 32, 65, 'DDR5', 24500, 'with Wraith Stealth cooler'],
  ['AMD', 'AMD Ryzen 5 8600G', 'AM5', 6, 12, '4.3', '5.0', 16, 65, 'DDR5', 26500, 'with Wraith Stealth cooler'],
  ['AMD', 'AMD Ryzen 7 7700X', 'AM5', 8, 16, '4.5', '5.4', 32, 105, 'DDR5', 36500, 'without cooler'],
  ['AMD', 'AMD Ryzen 9 7900X', 'AM5', 12, 24, '4.7', '5.6', 64, 170, 'DDR5', 52500, 'without cooler'],
  ['AMD', 'AMD Ryzen 9 7950X', 'AM5', 16, 32, '4.5', '5.7', 64, 170, 'DDR5', 68000, 'without cooler'],
  ['AMD', 'AMD Ryzen Threadripper 1920X', 'TR4', 12, 24, '3.5', '4.0', 32, 180, 'DDR4', 42000, 'without cooler'],
  ['AMD', 'AMD Ryzen Threadripper 2950X', 'TR4', 16, 32, '3.5', '4.4', 32, 180, 'DDR4', 65000, 'without cooler'],
];

// The PC builder asks for a graphics card when a processor has none of its own.
const INTEGRATED_GRAPHICS: Record<string, string> = {
  'Intel Pentium Gold G7400': 'Intel UHD Graphics 710',
  'Intel Core i3-10100': 'Intel UHD Graphics 630',
  'Intel Core i5-10400': 'Intel UHD Graphics 630',
  'Intel Core i7-10700': 'Intel UHD Graphics 630',
  'Intel Core i5-11400': 'Intel UHD Graphics 730',
  'Intel Core i3-12100': 'Intel UHD Graphics 730',
  'Intel Core i3-13100': 'Intel UHD Graphics 730',
  'Intel Core i5-12400': 'Intel UHD Graphics 730',
  'Intel Core i5-13400': 'Intel UHD Graphics 730',
  'Intel Core i5-14400': 'Intel UHD Graphics 730',
  'Intel Core i5-13600K': 'Intel UHD Graphics 770',
  'Intel Core i5-14600K': 'Intel UHD Graphics 770',
  'Intel Core i7-12700K': 'Intel UHD Graphics 770',
  'Intel Core i7-13700K': 'Intel UHD Graphics 770',
  'Intel Core i7-14700K': 'Intel UHD Graphics 770',
  'Intel Core i9-12900K': 'Intel UHD Graphics 770',
  'Intel Core i9-13900K': 'Intel UHD Graphics 770',
  'AMD A8-9600': 'AMD Radeon R7',
  'AMD Ryzen 3 3200G': 'AMD Radeon Vega 8',
  'AMD Ryzen 5 5600G': 'AMD Radeon Vega 7',
  'AMD Ryzen 5 7600': 'AMD Radeon Graphics',
  'AMD Ryzen 5 8600G': 'AMD Radeon 760M',
  'AMD Ryzen 7 7700X': 'AMD Radeon Graphics',
  'AMD Ryzen 9 7900X': 'AMD Radeon Graphics',
  'AMD Ryzen 9 7950X': 'AMD Radeon Graphics',
};

function buildProcessors(): SeedProduct[] {
  return CPU_ROWS.map(([brand, model, socket, cores, threads, base, boost, cache, tdp, memory, price, box]) => {
    const unlocked = /\d+K$|X$|X3D$|Threadripper/.test(model);
    return makeProduct({
      name: `${model} Processor`,
      category: 'Processor',
      brand,
      price,
      ...(model === 'Intel Core i5-12400' ? { discount: 1000 } : {}),
      // Every availability filter value finds a processor.
      ...(model === 'Intel Xeon E5-2603 v4' ? { stock: 0, availability: 'pre_order' as const } : {}),
      features: [
        `${cores} cores and ${threads} threads`,
        base === boost ? `Clock speed ${base} GHz` : `Base clock ${base} GHz, boost up to ${boost} GHz`,
        `${cache}MB cache`,
        `Socket ${socket}, supports ${memory} memory`,
        `${tdp}W TDP, ${box}`,
      ],
      intro: unlocked
        ? 'is an unlocked desktop processor for gamers and creators who want the highest clock speeds.'
        : 'is a dependable desktop processor for office, study and gaming builds.',
      keywords: [brand === 'Intel' ? 'intel cpu' : 'ryzen', socket.toLowerCase()],
      specs: {
        'Basic Information': {
          'Processor Brand': brand,
          'Processor Model': model,
          Socket: socket,
          Cores: String(cores),
          Threads: String(threads),
          'Base Clock': `${base} GHz`,
          'Boost Clock': `${boost} GHz`,
          Cache: `${cache}MB`,
          TDP: `${tdp}W`,
          'Memory Type': memory,
          'Integrated Graphics': INTEGRATED_GRAPHICS[model] ?? 'No',
        },
        General: { Warranty: box.startsWith('tray') ? '1 Year' : '3 Years' },
      },
    });
  });
}

export const processors: SeedProduct[] = buildProcessors();

// [brand, name, socket, chipset, form factor, memory type, slots, max memory GB, board TDP W, price, wifi]
type BoardRow = [string, string, Socket, string, 'ATX' | 'Micro-ATX' | 'Mini-ITX', 'DDR4' | 'DDR5', number, number, number, number, boolean];

const BOARD_ROWS: BoardRow[] = [
  ['ASUS', 'ASUS PRIME H610M-E D4', 'LGA1700', 'H610', 'Micro-ATX', 'DDR4', 2, 64, 20, 11500, false],
  ['Gigabyte', 'Gigabyte H610M S2H DDR4', 'LGA1700', 'H610', 'Micro-ATX', 'DDR4', 2, 64, 20, 10500, false],
  ['MSI', 'MSI PRO B760M-A WIFI DDR4', 'LGA1700', 'B760', 'Micro-ATX', 'DDR4', 4, 128, 25, 19500, true],
  ['ASUS', 'ASUS TUF GAMING B760M-PLUS WIFI D4', 'LGA1700', 'B760', 'Micro-ATX', 'DDR4', 4, 128, 25, 24500, true],
  ['Gigabyte', 'Gigabyte B760 AORUS ELITE AX', 'LGA1700', 'B760', 'ATX', 'DDR5', 4, 192, 30, 28500, true],
  ['ASRock', 'ASRock Z790 Pro RS', 'LGA1700', 'Z790', 'ATX', 'DDR5', 4, 192, 30, 31500, false],
  ['MSI', 'MSI MAG Z790 TOMAHAWK WIFI', 'LGA1700', 'Z790', 'ATX', 'DDR5', 4, 192, 35, 42000, true],
  ['ASUS', 'ASUS ROG STRIX Z790-E GAMING WIFI II', 'LGA1700', 'Z790', 'ATX', 'DDR5', 4, 192, 35, 68000, true],
  ['ASUS', 'ASUS ROG STRIX B760-I GAMING WIFI', 'LGA1700', 'B760', 'Mini-ITX', 'DDR5', 2, 96, 25, 33000, true],
  ['MSI', 'MSI PRO H510M-B', 'LGA1200', 'H510', 'Micro-ATX', 'DDR4', 2, 64, 20, 8500, false],
  ['Gigabyte', 'Gigabyte B560M DS3H V2', 'LGA1200', 'B560', 'Micro-ATX', 'DDR4', 4, 128, 25, 13000, false],
  ['ASUS', 'ASUS PRIME X299-A II', 'LGA2066', 'X299', 'ATX', 'DDR4', 8, 256, 35, 48000, false],
  ['Huananzhi', 'Huananzhi X99-F8', 'LGA2011', 'X99', 'ATX', 'DDR4', 8, 256, 30, 14500, false],
  ['ASRock', 'ASRock A520M-HDV', 'AM4', 'A520', 'Micro-ATX', 'DDR4', 2, 64, 20, 8500, false],
  ['MSI', 'MSI B450M PRO-VDH MAX', 'AM4', 'B450', 'Micro-ATX', 'DDR4', 4, 128, 20, 9500, false],
  ['Gigabyte', 'Gigabyte B550M AORUS ELITE', 'AM4', 'B550', 'Micro-ATX', 'DDR4', 4, 128, 25, 14500, false],
  ['ASUS', 'ASUS TUF GAMING B550-PLUS WIFI II', 'AM4', 'B550', 'ATX', 'DDR4', 4, 128, 25, 19500, true],
  ['ASRock', 'ASRock A620M-HDV/M.2+', 'AM5', 'A620', 'Micro-ATX', 'DDR5', 2, 96, 20, 12500, false],
  ['MSI', 'MSI PRO B650M-A WIFI', 'AM5', 'B650', 'Micro-ATX', 'DDR5', 4, 192, 25, 22500, true],
  ['Gigabyte', 'Gigabyte B650 AORUS ELITE AX', 'AM5', 'B650', 'ATX', 'DDR5', 4, 192, 30, 29500, true],
  ['ASUS', 'ASUS ROG STRIX X670E-E GAMING WIFI', 'AM5', 'X670E', 'ATX', 'DDR5', 4, 192, 35, 65000, true],
  ['ASRock', 'ASRock X399 Taichi', 'TR4', 'X399', 'ATX', 'DDR4', 8, 128, 35, 45000, true],
];

function buildMotherboards(): SeedProduct[] {
  return BOARD_ROWS.map(([brand, model, socket, chipset, form, memory, slots, maxMem, tdp, price, wifi]) => {
    const vendor = socket.startsWith('LGA') ? 'Intel' : 'AMD';
    return makeProduct({
      name: `${model} ${vendor} ${chipset} ${form} Motherboard`,
      category: 'Motherboard',
      brand,
      price,
      ...(model === 'MSI MAG Z790 TOMAHAWK WIFI' ? { discount: 2500 } : {}),
      features: [
        `${vendor} ${chipset} chipset, ${socket} socket`,
        `${form} form factor`,
        `${slots} x ${memory} DIMM slots, up to ${maxMem}GB`,
        wifi ? 'Built-in Wi-Fi and Bluetooth' : 'Gigabit LAN and M.2 NVMe slot',
      ],
      intro: `is a ${form} motherboard for ${vendor} ${socket} processors with ${memory} memory support.`,
      keywords: [chipset.toLowerCase(), socket.toLowerCase(), ...(wifi ? ['wifi motherboard'] : [])],
      specs: {
        'Basic Information': {
          Socket: socket,
          Chipset: chipset,
          'Form Factor': form,
          'Memory Type': memory,
          'Memory Slots': String(slots),
          'Max Memory': `${maxMem}GB`,
          TDP: `${tdp}W`,
        },
      },
    });
  });
}

export const motherboards: SeedProduct[] = buildMotherboards();
