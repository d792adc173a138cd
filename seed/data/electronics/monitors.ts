/**
 * Monitors.
 */
import type { SeedProduct } from '../../types.ts';
import { makeProduct } from './common.ts';

// [brand, model, size inch, resolution, panel, refresh Hz, response, price, warranty]
type MonitorRow = [string, string, string, string, string, number, string, number, string];

const MONITOR_ROWS: MonitorRow[] = [
  ['Walton', 'Walton WD195V02', '19.5', '1600x900', 'VA', 60, '5ms', 7800, '3 Years'],
  ['HP', 'HP V22v G5', '21.45', '1920x1080', 'VA', 75, '5ms', 11500, '3 Years'],
  ['Dell', 'Dell SE2222H', '21.45', '1920x1080', 'VA', 60, '8ms', 11800, '3 Years'],
  ['Lenovo', 'Lenovo L22e-30', '21.5', '1920x1080', 'VA', 75, '4ms', 11200, '3 Years'],
  ['Acer', 'Acer EK220Q E3', '21.5', '1920x1080', 'IPS', 100, '1ms', 10500, '3 Years'],
  ['Samsung', 'Samsung LS24C310EAEXXS', '24', '1920x1080', 'IPS', 75, '5ms', 14500, '3 Years'],
  ['LG', 'LG 24MR400-B', '23.8', '1920x1080', 'IPS', 100, '5ms', 14000, '3 Years'],
  ['Xiaomi', 'Xiaomi A24i', '23.8', '1920x1080', 'IPS', 100, '6ms', 13500, '1 Year'],
  ['AOC', 'AOC 24G2SP', '23.8', '1920x1080', 'IPS', 165, '1ms', 21500, '3 Years'],
  ['ASUS', 'ASUS TUF Gaming VG249Q3A', '23.8', '1920x1080', 'IPS', 180, '1ms', 22500, '3 Years'],
  ['MSI', 'MSI G2412', '23.8', '1920x1080', 'IPS', 170, '1ms', 19500, '3 Years'],
  ['Gigabyte', 'Gigabyte G24F 2', '23.8', '1920x1080', 'IPS', 180, '1ms', 21000, '3 Years'],
  ['BenQ', 'BenQ GW2480', '23.8', '1920x1080', 'IPS', 60, '5ms', 16500, '3 Years'],
  ['ViewSonic', 'ViewSonic VA2432-H', '23.8', '1920x1080', 'IPS', 100, '1ms', 13800, '3 Years'],
  ['Philips', 'Philips 241V8', '23.8', '1920x1080', 'IPS', 75, '4ms', 12800, '3 Years'],
  ['LG', 'LG 27GP850-B UltraGear', '27', '2560x1440', 'Nano IPS', 180, '1ms', 48500, '3 Years'],
  ['ASUS', 'ASUS TUF Gaming VG27AQ3A', '27', '2560x1440', 'IPS', 180, '1ms', 39500, '3 Years'],
  ['Gigabyte', 'Gigabyte M27Q X', '27', '2560x1440', 'IPS', 240, '1ms', 52000, '3 Years'],
  ['Samsung', 'Samsung Odyssey G5 LC27G55TQBWXXL', '27', '2560x1440', 'VA', 165, '1ms', 36500, '3 Years'],
  ['MSI', 'MSI MAG 274QRF QD E2', '27', '2560x1440', 'Rapid IPS', 180, '1ms', 43500, '3 Years'],
  ['Dell', 'Dell S2722QC', '27', '3840x2160', 'IPS', 60, '4ms', 56000, '3 Years'],
  ['BenQ', 'BenQ PD2705U', '27', '3840x2160', 'IPS', 60, '5ms', 62500, '3 Years'],
  ['LG', 'LG 34WP65C-B UltraWide', '34', '3440x1440', 'VA', 160, '1ms', 52500, '3 Years'],
  ['Samsung', 'Samsung Odyssey OLED G8 LS34DG850SWXXL', '34', '3440x1440', 'QD-OLED', 175, '0.03ms', 145000, '3 Years'],
  ['ASUS', 'ASUS ROG Swift PG32UCDM', '31.5', '3840x2160', 'QD-OLED', 240, '0.03ms', 165000, '3 Years'],
];

const RES_NAME: Record<string, string> = {
  '1600x900': 'HD+',
  '1920x1080': 'FHD',
  '2560x1440': 'QHD',
  '3440x1440': 'UWQHD',
  '3840x2160': '4K UHD',
};

export const monitors: SeedProduct[] = MONITOR_ROWS.map(([brand, model, size, res, panel, hz, response, price, warranty]) => {
  const gaming = hz >= 144;
  return makeProduct({
    name: `${model} ${size} inch ${RES_NAME[res] ?? res} ${hz}Hz ${panel} ${gaming ? 'Gaming Monitor' : 'Monitor'}`,
    category: 'Monitor',
    brand,
    price,
    ...(model === 'Gigabyte M27Q X' ? { discount: 2500 } : {}),
    features: [
      `${size} inch ${panel} panel`,
      `${RES_NAME[res] ?? ''} resolution (${res})`.trim(),
      `${hz}Hz refresh rate, ${response} response time`,
      gaming ? 'Adaptive Sync (FreeSync / G-SYNC compatible)' : 'Flicker-free, low blue light',
      res === '3840x2160' || res === '3440x1440' ? 'HDMI, DisplayPort and USB-C' : 'HDMI and DisplayPort / VGA inputs',
    ],
    intro: gaming
      ? 'is a fast gaming monitor with a high refresh rate for smooth, tear-free play.'
      : 'is a sharp everyday monitor for office work, study and entertainment.',
    keywords: [gaming ? 'gaming monitor' : 'led monitor', `${size.split('.')[0]} inch monitor`, panel.toLowerCase()],
    specs: {
      Display: {
        'Display Size': `${size} inch`,
        Resolution: res,
        'Panel Type': panel,
        'Refresh Rate': `${hz}Hz`,
        'Response Time': response,
      },
      General: { Warranty: warranty },
    },
  });
});
