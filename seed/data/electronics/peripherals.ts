/**
 * Peripherals: keyboards, mice, mousepads, headphones and speakers.
 */
import type { SeedProduct } from '../../types.ts';
import { makeProduct } from './common.ts';

// ---------------------------------------------------------------- Keyboards
// [brand, model, connectivity, switch, backlight, layout, warranty, price]
type KeyboardRow = [string, string, string, string, string, string, string, number];

const KEYBOARD_ROWS: KeyboardRow[] = [
  ['A4Tech', 'A4Tech KR-85', 'Wired USB', 'Membrane', 'None', 'Full Size (104 keys)', '1 Year', 650],
  ['Logitech', 'Logitech K120', 'Wired USB', 'Membrane', 'None', 'Full Size (104 keys)', '1 Year', 950],
  ['Rapoo', 'Rapoo E9100M', 'Wireless 2.4GHz + Bluetooth', 'Scissor', 'None', 'Compact (78 keys)', '1 Year', 2600],
  ['Logitech', 'Logitech MK275', 'Wireless 2.4GHz', 'Membrane', 'None', 'Full Size (Keyboard + Mouse Combo)', '1 Year', 2300],
  ['Fantech', 'Fantech MAXFIT61', 'Wired USB-C', 'Mechanical (Red)', 'RGB', '60% (61 keys)', '1 Year', 3200],
  ['Redragon', 'Redragon K552 Kumara', 'Wired USB', 'Mechanical (Blue)', 'Red LED', 'TKL (87 keys)', '1 Year', 3300],
  ['Havit', 'Havit KB487L', 'Wired USB', 'Mechanical (Blue)', 'RGB', 'TKL (87 keys)', '1 Year', 2900],
  ['Royal Kludge', 'Royal Kludge RK61', 'Wireless 2.4GHz + Bluetooth + USB-C', 'Mechanical (Brown, hot-swap)', 'RGB', '60% (61 keys)', '1 Year', 4500],
  ['Keychron', 'Keychron K2 Pro', 'Bluetooth + USB-C', 'Mechanical (Brown, hot-swap)', 'RGB', '75% (84 keys)', '1 Year', 13500],
  ['Corsair', 'Corsair K70 RGB PRO', 'Wired USB', 'Mechanical (Cherry MX Red)', 'RGB', 'Full Size (104 keys)', '2 Years', 17500],
  ['Razer', 'Razer BlackWidow V4 X', 'Wired USB', 'Mechanical (Razer Green)', 'RGB', 'Full Size (104 keys)', '2 Years', 16000],
];

export const keyboards: SeedProduct[] = KEYBOARD_ROWS.map(([brand, model, conn, sw, light, layout, warranty, price]) => {
  const mechanical = sw.startsWith('Mechanical');
  const combo = layout.includes('Combo');
  return makeProduct({
    name: `${model} ${conn.startsWith('Wired') ? 'Wired' : 'Wireless'} ${combo ? 'Keyboard and Mouse Combo' : mechanical ? 'Mechanical Keyboard' : 'Keyboard'}`,
    category: 'Keyboard',
    brand,
    price,
    features: [`${conn} connection`, `${sw} switches`, `Backlight: ${light}`, `Layout: ${layout}`],
    intro: mechanical
      ? 'gives you crisp, durable mechanical key switches for gaming and fast typing.'
      : 'is a comfortable, reliable keyboard for everyday typing at home or in the office.',
    keywords: [mechanical ? 'mechanical keyboard' : 'office keyboard', conn.startsWith('Wired') ? 'wired keyboard' : 'wireless keyboard'],
    specs: {
      'Basic Information': { Connectivity: conn, 'Switch Type': sw, Backlight: light, Layout: layout },
      General: { Warranty: warranty },
    },
  });
});

// ---------------------------------------------------------------- Mice
// [brand, model, connectivity, sensor, dpi, buttons, warranty, price, gaming]
type MouseRow = [string, string, string, string, string, string, string, number, boolean];

const MOUSE_ROWS: MouseRow[] = [
  ['A4Tech', 'A4Tech OP-720', 'Wired USB', 'Optical', '1000 DPI', '3', '6 Months', 350, false],
  ['Rapoo', 'Rapoo M100 Silent', 'Wireless 2.4GHz + Bluetooth', 'Optical', '1300 DPI', '3', '1 Year', 900, false],
  ['Logitech', 'Logitech M331 Silent Plus', 'Wireless 2.4GHz', 'Optical', '1000 DPI', '3', '1 Year', 1650, false],
  ['Havit', 'Havit MS1003', 'Wired USB', 'Optical', '3200 DPI', '6', '1 Year', 700, true],
  ['Logitech', 'Logitech G102 LIGHTSYNC', 'Wired USB', 'Optical (Mercury)', '8000 DPI', '6', '2 Years', 2100, true],
  ['Fantech', 'Fantech X16 Thor II', 'Wired USB', 'Optical', '4200 DPI', '6', '1 Year', 1100, true],
  ['Redragon', 'Redragon M711 Cobra', 'Wired USB', 'Optical (PMW3325)', '10000 DPI', '7', '1 Year', 1900, true],
  ['Razer', 'Razer DeathAdder Essential', 'Wired USB', 'Optical', '6400 DPI', '5', '2 Years', 2300, true],
  ['Logitech', 'Logitech G502 HERO', 'Wired USB', 'HERO 25K', '25600 DPI', '11', '2 Years', 5200, true],
  ['Logitech', 'Logitech G PRO X SUPERLIGHT 2', 'Wireless LIGHTSPEED', 'HERO 2', '32000 DPI', '5', '2 Years', 17500, true],
];

export const mice: SeedProduct[] = MOUSE_ROWS.map(([brand, model, conn, sensor, dpi, buttons, warranty, price, gaming]) =>
  makeProduct({
    name: `${model} ${conn.startsWith('Wired') ? 'Wired' : 'Wireless'} ${gaming ? 'Gaming Mouse' : 'Mouse'}`,
    category: 'Mouse',
    brand,
    price,
    ...(model === 'Logitech G502 HERO' ? { discount: 500 } : {}),
    features: [`${conn} connection`, `${sensor} sensor up to ${dpi}`, `${buttons} buttons`, gaming ? 'Lightweight gaming shape with on-board profiles' : 'Comfortable ambidextrous design'],
    intro: gaming
      ? 'tracks precisely for competitive gaming, with programmable buttons.'
      : 'is a comfortable everyday mouse for home and office.',
    keywords: [gaming ? 'gaming mouse' : 'office mouse', conn.startsWith('Wired') ? 'wired mouse' : 'wireless mouse'],
    specs: {
      'Basic Information': { Connectivity: conn, Sensor: sensor, DPI: dpi, Buttons: buttons },
      General: { Warranty: warranty },
    },
  }),
);

// ---------------------------------------------------------------- Mousepads
// [brand, model, size, dimensions, material, thickness, price]
type PadRow = [string, string, string, string, string, string, number];

const PAD_ROWS: PadRow[] = [
  ['Fantech', 'Fantech MP453', 'Medium', '440 x 350 mm', 'Cloth', '4mm', 450],
  ['Redragon', 'Redragon Flick P030', 'Extended', '800 x 300 mm', 'Cloth', '3mm', 900],
  ['SteelSeries', 'SteelSeries QcK', 'Medium', '320 x 270 mm', 'Micro-woven cloth', '2mm', 1400],
  ['Logitech', 'Logitech G240', 'Medium', '340 x 280 mm', 'Cloth', '1mm', 1500],
  ['Razer', 'Razer Gigantus V2', 'Large', '450 x 400 mm', 'Textured micro-weave cloth', '3mm', 2200],
  ['HyperX', 'HyperX Fury S Pro XL', 'Extended', '900 x 420 mm', 'Cloth', '4mm', 2900],
];

export const mousepads: SeedProduct[] = PAD_ROWS.map(([brand, model, size, dims, material, thickness, price]) =>
  makeProduct({
    name: `${model} ${size} Gaming Mousepad`,
    category: 'Mousepad',
    brand,
    price,
    features: [`${size} size: ${dims}`, `${material} surface`, `${thickness} thick`, 'Anti-slip rubber base', 'Stitched edges'],
    intro: 'gives your mouse a smooth, consistent glide for gaming and work.',
    keywords: ['gaming mousepad', 'desk mat'],
    specs: {
      'Basic Information': { Size: `${size} (${dims})`, Material: material, Thickness: thickness, Base: 'Non-slip rubber' },
    },
  }),
);

// ---------------------------------------------------------------- Headphones
// [brand, model, type, connectivity, driver, mic, warranty, price, kind]
type HeadRow = [string, string, string, string, string, string, string, number, 'Gaming Headset' | 'Headphone' | 'Earbuds'];

const HEAD_ROWS: HeadRow[] = [
  ['A4Tech', 'A4Tech HS-28', 'Over-ear', 'Wired 3.5mm', '40mm', 'Yes', '6 Months', 850, 'Headphone'],
  ['Havit', 'Havit H2002d', 'Over-ear', 'Wired 3.5mm + USB', '53mm', 'Yes', '1 Year', 1800, 'Gaming Headset'],
  ['Fantech', 'Fantech HG11 Captain 7.1', 'Over-ear', 'Wired USB', '50mm', 'Yes', '1 Year', 2200, 'Gaming Headset'],
  ['Redragon', 'Redragon H510 Zeus X', 'Over-ear', 'Wired USB', '53mm', 'Yes', '1 Year', 4800, 'Gaming Headset'],
  ['JBL', 'JBL Tune 520BT', 'On-ear', 'Bluetooth 5.3', '33mm', 'Yes', '1 Year', 5500, 'Headphone'],
  ['Edifier', 'Edifier W820NB Plus', 'Over-ear', 'Bluetooth 5.2', '40mm', 'Yes', '1 Year', 5800, 'Headphone'],
  ['HyperX', 'HyperX Cloud II', 'Over-ear', 'Wired 3.5mm + USB', '53mm', 'Yes (detachable)', '2 Years', 8900, 'Gaming Headset'],
  ['Razer', 'Razer BlackShark V2 X', 'Over-ear', 'Wired 3.5mm', '50mm', 'Yes', '2 Years', 6500, 'Gaming Headset'],
  ['Logitech', 'Logitech G435 LIGHTSPEED', 'Over-ear', 'Wireless 2.4GHz + Bluetooth', '40mm', 'Yes (beamforming)', '2 Years', 8500, 'Gaming Headset'],
  ['Corsair', 'Corsair HS80 RGB Wireless', 'Over-ear', 'Wireless 2.4GHz + USB', '50mm', 'Yes (broadcast grade)', '2 Years', 17500, 'Gaming Headset'],
  ['Sony', 'Sony WH-1000XM5', 'Over-ear', 'Bluetooth 5.2', '30mm', 'Yes', '1 Year', 42000, 'Headphone'],
  ['QCY', 'QCY T13 ANC', 'In-ear', 'Bluetooth 5.3', '10mm', 'Yes', '6 Months', 1900, 'Earbuds'],
];

export const headphones: SeedProduct[] = HEAD_ROWS.map(([brand, model, type, conn, driver, mic, warranty, price, kind]) => {
  const wireless = !conn.startsWith('Wired');
  return makeProduct({
    name: `${model} ${wireless ? 'Wireless' : 'Wired'} ${kind}`,
    category: 'Headphone',
    brand,
    price,
    ...(model === 'Sony WH-1000XM5' ? { discount: 3000 } : {}),
    features: [`${type} design`, `${conn} connection`, `${driver} drivers`, `Microphone: ${mic}`],
    intro:
      kind === 'Gaming Headset'
        ? 'delivers clear positional audio and a clear microphone for gaming and calls.'
        : 'offers rich sound and comfortable listening for music, classes and calls.',
    keywords: [kind === 'Earbuds' ? 'earbuds' : kind === 'Gaming Headset' ? 'gaming headset' : 'headphones', wireless ? 'bluetooth headphone' : 'wired headphone'],
    specs: {
      'Basic Information': { Type: type, Connectivity: conn, 'Driver Size': driver, Microphone: mic },
      General: { Warranty: warranty },
    },
  });
});

// ---------------------------------------------------------------- Speakers
// [brand, model, channel, output, connectivity, warranty, price]
type SpeakerRow = [string, string, string, string, string, string, number];

const SPEAKER_ROWS: SpeakerRow[] = [
  ['Creative', 'Creative Pebble V3', '2.0', '8W RMS', 'USB-C, Bluetooth 5.0, 3.5mm', '1 Year', 3600],
  ['Microlab', 'Microlab M-108', '2.1', '11W RMS', '3.5mm', '1 Year', 2300],
  ['Logitech', 'Logitech Z313', '2.1', '25W RMS', '3.5mm', '1 Year', 4200],
  ['F&D', 'F&D F550X', '2.1', '56W RMS', 'Bluetooth, USB, FM, 3.5mm', '1 Year', 6800],
  ['Edifier', 'Edifier R1280DB', '2.0', '42W RMS', 'Bluetooth, Optical, Coaxial, RCA', '1 Year', 13500],
  ['JBL', 'JBL Flip 6', '1.0', '30W', 'Bluetooth 5.1', '1 Year', 13900],
  ['Havit', 'Havit SK202', '2.0', '6W RMS', 'USB power, 3.5mm', '1 Year', 850],
];

export const speakers: SeedProduct[] = SPEAKER_ROWS.map(([brand, model, channel, output, conn, warranty, price]) => {
  const portable = channel === '1.0';
  return makeProduct({
    name: `${model} ${portable ? 'Portable Bluetooth' : `${channel} Channel`} Speaker`,
    category: 'Speaker',
    brand,
    price,
    features: [`${channel} channel`, `${output} output`, `Inputs: ${conn}`, portable ? 'IP67 waterproof and dustproof' : 'Desktop-friendly compact design'],
    intro: portable
      ? 'is a rugged portable speaker with powerful sound for outdoor trips.'
      : 'fills your room with clear sound for music, movies and games.',
    keywords: [portable ? 'bluetooth speaker' : 'computer speaker', channel === '2.1' ? 'subwoofer' : 'sound box'],
    specs: {
      'Basic Information': { Channel: channel, 'Output Power': output, Connectivity: conn },
      General: { Warranty: warranty },
    },
  });
});
