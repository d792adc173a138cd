/**
 * Laptops: a table of model lines × RAM/storage variants.
 */
import type { SeedProduct } from '../../types.ts';
import { makeProduct, roundTaka } from './common.ts';

interface Cpu {
  brand: 'Intel' | 'AMD';
  model: string;
  cores: number;
  threads: number;
  base: string;
  boost: string;
  cache: string;
}

const CPUS: Record<string, Cpu> = {
  'Intel Celeron N4020': { brand: 'Intel', model: 'Intel Celeron N4020', cores: 2, threads: 2, base: '1.1 GHz', boost: '2.8 GHz', cache: '4MB' },
  'Intel Core i3-1215U': { brand: 'Intel', model: 'Intel Core i3-1215U', cores: 6, threads: 8, base: '1.2 GHz', boost: '4.4 GHz', cache: '10MB' },
  'Intel Core i3-1315U': { brand: 'Intel', model: 'Intel Core i3-1315U', cores: 6, threads: 8, base: '1.2 GHz', boost: '4.5 GHz', cache: '10MB' },
  'Intel Core i5-1235U': { brand: 'Intel', model: 'Intel Core i5-1235U', cores: 10, threads: 12, base: '1.3 GHz', boost: '4.4 GHz', cache: '12MB' },
  'Intel Core i5-1335U': { brand: 'Intel', model: 'Intel Core i5-1335U', cores: 10, threads: 12, base: '1.3 GHz', boost: '4.6 GHz', cache: '12MB' },
  'Intel Core i5-12450H': { brand: 'Intel', model: 'Intel Core i5-12450H', cores: 8, threads: 12, base: '2.0 GHz', boost: '4.4 GHz', cache: '12MB' },
  'Intel Core i5-12500H': { brand: 'Intel', model: 'Intel Core i5-12500H', cores: 12, threads: 16, base: '2.5 GHz', boost: '4.5 GHz', cache: '18MB' },
  'Intel Core i5-13420H': { brand: 'Intel', model: 'Intel Core i5-13420H', cores: 8, threads: 12, base: '2.1 GHz', boost: '4.6 GHz', cache: '12MB' },
  'Intel Core i7-1355U': { brand: 'Intel', model: 'Intel Core i7-1355U', cores: 10, threads: 12, base: '1.7 GHz', boost: '5.0 GHz', cache: '12MB' },
  'Intel Core i7-13620H': { brand: 'Intel', model: 'Intel Core i7-13620H', cores: 10, threads: 16, base: '2.4 GHz', boost: '4.9 GHz', cache: '24MB' },
  'Intel Core i7-13650HX': { brand: 'Intel', model: 'Intel Core i7-13650HX', cores: 14, threads: 20, base: '2.6 GHz', boost: '4.9 GHz', cache: '24MB' },
  'Intel Core i7-13700HX': { brand: 'Intel', model: 'Intel Core i7-13700HX', cores: 16, threads: 24, base: '2.1 GHz', boost: '5.0 GHz', cache: '30MB' },
  'Intel Core Ultra 7 155H': { brand: 'Intel', model: 'Intel Core Ultra 7 155H', cores: 16, threads: 22, base: '1.4 GHz', boost: '4.8 GHz', cache: '24MB' },
  'Intel Core i9-13900H': { brand: 'Intel', model: 'Intel Core i9-13900H', cores: 14, threads: 20, base: '2.6 GHz', boost: '5.4 GHz', cache: '24MB' },
  'Intel Core i9-13900HX': { brand: 'Intel', model: 'Intel Core i9-13900HX', cores: 24, threads: 32, base: '2.2 GHz', boost: '5.4 GHz', cache: '36MB' },
  'Intel Core i9-13980HX': { brand: 'Intel', model: 'Intel Core i9-13980HX', cores: 24, threads: 32, base: '2.2 GHz', boost: '5.6 GHz', cache: '36MB' },
  'AMD Ryzen 3 7320U': { brand: 'AMD', model: 'AMD Ryzen 3 7320U', cores: 4, threads: 8, base: '2.4 GHz', boost: '4.1 GHz', cache: '4MB' },
  'AMD Ryzen 5 5500U': { brand: 'AMD', model: 'AMD Ryzen 5 5500U', cores: 6, threads: 12, base: '2.1 GHz', boost: '4.0 GHz', cache: '8MB' },
  'AMD Ryzen 5 7520U': { brand: 'AMD', model: 'AMD Ryzen 5 7520U', cores: 4, threads: 8, base: '2.8 GHz', boost: '4.3 GHz', cache: '4MB' },
  'AMD Ryzen 5 7530U': { brand: 'AMD', model: 'AMD Ryzen 5 7530U', cores: 6, threads: 12, base: '2.0 GHz', boost: '4.5 GHz', cache: '16MB' },
  'AMD Ryzen 5 7535HS': { brand: 'AMD', model: 'AMD Ryzen 5 7535HS', cores: 6, threads: 12, base: '3.3 GHz', boost: '4.55 GHz', cache: '16MB' },
  'AMD Ryzen 7 7730U': { brand: 'AMD', model: 'AMD Ryzen 7 7730U', cores: 8, threads: 16, base: '2.0 GHz', boost: '4.5 GHz', cache: '16MB' },
  'AMD Ryzen 7 7735HS': { brand: 'AMD', model: 'AMD Ryzen 7 7735HS', cores: 8, threads: 16, base: '3.2 GHz', boost: '4.75 GHz', cache: '16MB' },
  'AMD Ryzen 7 7840HS': { brand: 'AMD', model: 'AMD Ryzen 7 7840HS', cores: 8, threads: 16, base: '3.8 GHz', boost: '5.1 GHz', cache: '16MB' },
  'AMD Ryzen 9 7940HS': { brand: 'AMD', model: 'AMD Ryzen 9 7940HS', cores: 8, threads: 16, base: '4.0 GHz', boost: '5.2 GHz', cache: '16MB' },
  'AMD Ryzen 9 7945HX': { brand: 'AMD', model: 'AMD Ryzen 9 7945HX', cores: 16, threads: 32, base: '2.5 GHz', boost: '5.4 GHz', cache: '64MB' },
};

const RES_LABEL: Record<string, string> = {
  '1366x768': 'HD',
  '1920x1080': 'FHD',
  '1920x1200': 'WUXGA',
  '2560x1440': 'QHD',
  '2560x1600': 'WQXGA',
  '2880x1800': '2.8K OLED',
};

interface LaptopLine {
  brand: string;
  model: string;
  cpu: keyof typeof CPUS;
  ramType: 'DDR4' | 'DDR5';
  /** [RAM GB, SSD GB] variants; the first is the base price. */
  variants: Array<[number, number]>;
  price: number;
  size: string;
  res: string;
  hz?: number;
  gpu?: string;
  color: string;
  weight: string;
  warranty?: string;
  discount?: number;
  /** One distinctive selling point for the description. */
  pitch: string;
}

const LINES: LaptopLine[] = [
  { brand: 'ASUS', model: 'Vivobook Go 14 E1404FA', cpu: 'AMD Ryzen 3 7320U', ramType: 'DDR5', variants: [[8, 256], [8, 512]], price: 45500, size: '14', res: '1920x1080', color: 'Mixed Black', weight: '1.38 kg', pitch: 'is a light everyday laptop for classes, browsing and office work.' },
  { brand: 'ASUS', model: 'Vivobook 15 X1504ZA', cpu: 'Intel Core i3-1215U', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 52500, size: '15.6', res: '1920x1080', color: 'Quiet Blue', weight: '1.7 kg', pitch: 'is a dependable 15.6 inch laptop for students and home offices.' },
  { brand: 'ASUS', model: 'Vivobook 15 X1504VA', cpu: 'Intel Core i5-1335U', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 68500, size: '15.6', res: '1920x1080', color: 'Cool Silver', weight: '1.7 kg', discount: 2000, pitch: 'brings 13th generation Intel performance to a slim, affordable body.' },
  { brand: 'ASUS', model: 'Vivobook 16 M1605YA', cpu: 'AMD Ryzen 7 7730U', ramType: 'DDR4', variants: [[16, 512]], price: 78000, size: '16', res: '1920x1200', color: 'Indie Black', weight: '1.88 kg', pitch: 'gives you a taller 16:10 screen and eight Ryzen cores for multitasking.' },
  { brand: 'ASUS', model: 'Zenbook 14 OLED UX3405MA', cpu: 'Intel Core Ultra 7 155H', ramType: 'DDR5', variants: [[16, 1024], [32, 1024]], price: 158000, size: '14', res: '2880x1800', color: 'Ponder Blue', weight: '1.2 kg', pitch: 'combines a vivid OLED screen with all-day battery life in a 1.2 kg chassis.' },
  { brand: 'ASUS', model: 'TUF Gaming F15 FX507ZC4', cpu: 'Intel Core i5-12500H', ramType: 'DDR4', variants: [[8, 512], [16, 512], [16, 1024]], price: 105000, size: '15.6', res: '1920x1080', hz: 144, gpu: 'RTX 3050 4GB', color: 'Mecha Gray', weight: '2.2 kg', pitch: 'is a military-grade tough gaming laptop for esports titles.' },
  { brand: 'ASUS', model: 'TUF Gaming A15 FA507NV', cpu: 'AMD Ryzen 7 7735HS', ramType: 'DDR5', variants: [[16, 512], [16, 1024]], price: 155000, size: '15.6', res: '1920x1080', hz: 144, gpu: 'RTX 4060 8GB', color: 'Mecha Gray', weight: '2.2 kg', pitch: 'pairs a Ryzen 7 processor with an RTX 4060 for high frame rates at 1080p.' },
  { brand: 'ASUS', model: 'ROG Strix G16 G614JV', cpu: 'Intel Core i7-13650HX', ramType: 'DDR5', variants: [[16, 512], [16, 1024]], price: 215000, size: '16', res: '1920x1200', hz: 165, gpu: 'RTX 4060 8GB', color: 'Eclipse Gray', weight: '2.5 kg', pitch: 'is a full-power Republic of Gamers machine with a 165Hz 16:10 panel.' },
  { brand: 'ASUS', model: 'ROG Zephyrus G14 GA402XV', cpu: 'AMD Ryzen 9 7940HS', ramType: 'DDR5', variants: [[16, 1024]], price: 235000, size: '14', res: '2560x1600', hz: 165, gpu: 'RTX 4060 8GB', color: 'Moonlight White', weight: '1.72 kg', pitch: 'packs Ryzen 9 and RTX graphics into a compact 14 inch body.' },
  { brand: 'Lenovo', model: 'IdeaPad 1 14IGL7', cpu: 'Intel Celeron N4020', ramType: 'DDR4', variants: [[4, 256]], price: 34500, size: '14', res: '1366x768', color: 'Cloud Grey', weight: '1.4 kg', pitch: 'is an entry-level laptop for online classes and basic office work.' },
  { brand: 'Lenovo', model: 'IdeaPad Slim 3 15IAU7', cpu: 'Intel Core i3-1215U', ramType: 'DDR4', variants: [[8, 256], [8, 512]], price: 49500, size: '15.6', res: '1920x1080', color: 'Arctic Grey', weight: '1.63 kg', pitch: 'is a thin and light everyday laptop with a full HD screen.' },
  { brand: 'Lenovo', model: 'IdeaPad 3 15ALC6', cpu: 'AMD Ryzen 5 5500U', ramType: 'DDR4', variants: [[8, 512]], price: 58000, size: '15.6', res: '1920x1080', color: 'Arctic Grey', weight: '1.65 kg', pitch: 'offers six Ryzen cores at a budget price.' },
  { brand: 'Lenovo', model: 'IdeaPad Slim 3 15ABR8', cpu: 'AMD Ryzen 5 7530U', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 62000, size: '15.6', res: '1920x1080', color: 'Arctic Grey', weight: '1.62 kg', pitch: 'balances performance and battery life for work and study.' },
  { brand: 'Lenovo', model: 'V15 G4 IRU', cpu: 'Intel Core i3-1315U', ramType: 'DDR4', variants: [[8, 256], [8, 512]], price: 48500, size: '15.6', res: '1920x1080', color: 'Business Black', weight: '1.65 kg', pitch: 'is a business-ready laptop built for small offices.' },
  { brand: 'Lenovo', model: 'ThinkPad E14 Gen 5', cpu: 'Intel Core i5-1335U', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 92000, size: '14', res: '1920x1200', color: 'Graphite Black', weight: '1.41 kg', warranty: '3 Years', pitch: 'brings the legendary ThinkPad keyboard and durability to professionals.' },
  { brand: 'Lenovo', model: 'LOQ 15IRH8', cpu: 'Intel Core i5-13420H', ramType: 'DDR5', variants: [[8, 512], [16, 512], [16, 1024]], price: 116000, size: '15.6', res: '1920x1080', hz: 144, gpu: 'RTX 4050 6GB', color: 'Storm Grey', weight: '2.4 kg', pitch: 'is an affordable RTX 40 series gaming laptop with Legion-inspired cooling.' },
  { brand: 'Lenovo', model: 'LOQ 15APH8', cpu: 'AMD Ryzen 7 7840HS', ramType: 'DDR5', variants: [[16, 512]], price: 138000, size: '15.6', res: '1920x1080', hz: 144, gpu: 'RTX 4050 6GB', color: 'Storm Grey', weight: '2.4 kg', pitch: 'combines a fast Ryzen 7 with RTX 4050 graphics for gaming and creation.' },
  { brand: 'Lenovo', model: 'Legion Pro 5 16IRX8', cpu: 'Intel Core i7-13700HX', ramType: 'DDR5', variants: [[16, 512], [32, 1024]], price: 235000, size: '16', res: '2560x1600', hz: 240, gpu: 'RTX 4060 8GB', color: 'Onyx Grey', weight: '2.5 kg', pitch: 'is a serious gaming laptop with a 240Hz WQXGA display.' },
  { brand: 'HP', model: '250 G9', cpu: 'Intel Core i3-1215U', ramType: 'DDR4', variants: [[8, 256], [8, 512]], price: 47500, size: '15.6', res: '1920x1080', color: 'Dark Ash Silver', weight: '1.74 kg', pitch: 'is a reliable business laptop for offices and schools.' },
  { brand: 'HP', model: '15s-fq5111TU', cpu: 'Intel Core i5-1235U', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 63500, size: '15.6', res: '1920x1080', color: 'Natural Silver', weight: '1.69 kg', pitch: 'is a slim all-rounder with a micro-edge full HD display.' },
  { brand: 'HP', model: 'Pavilion 15-eg3111TU', cpu: 'Intel Core i7-1355U', ramType: 'DDR4', variants: [[16, 512], [16, 1024]], price: 98000, size: '15.6', res: '1920x1080', color: 'Natural Silver', weight: '1.75 kg', pitch: 'offers Core i7 power with B&O tuned audio.' },
  { brand: 'HP', model: 'Victus 15-fb1013AX', cpu: 'AMD Ryzen 5 7535HS', ramType: 'DDR5', variants: [[8, 512], [16, 512]], price: 88000, size: '15.6', res: '1920x1080', hz: 144, gpu: 'RTX 2050 4GB', color: 'Mica Silver', weight: '2.29 kg', pitch: 'is an entry gaming laptop with a 144Hz screen.' },
  { brand: 'HP', model: 'Victus 15-fa1351TX', cpu: 'Intel Core i5-13420H', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 99500, size: '15.6', res: '1920x1080', hz: 144, gpu: 'RTX 3050 6GB', color: 'Mica Silver', weight: '2.29 kg', pitch: 'delivers smooth esports gaming and fast everyday performance.' },
  { brand: 'HP', model: 'Omen 16-wf0xxx', cpu: 'Intel Core i9-13900HX', ramType: 'DDR5', variants: [[16, 1024], [32, 1024]], price: 285000, size: '16.1', res: '2560x1440', hz: 240, gpu: 'RTX 4070 8GB', color: 'Shadow Black', weight: '2.38 kg', pitch: 'is a flagship gaming laptop with a 240Hz QHD panel.' },
  { brand: 'Dell', model: 'Vostro 14 3430', cpu: 'Intel Core i5-1335U', ramType: 'DDR4', variants: [[8, 512]], price: 72000, size: '14', res: '1920x1080', color: 'Carbon Black', weight: '1.48 kg', pitch: 'is a compact business laptop with solid build quality.' },
  { brand: 'Dell', model: 'Inspiron 15 3520', cpu: 'Intel Core i5-1235U', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 66000, size: '15.6', res: '1920x1080', hz: 120, color: 'Carbon Black', weight: '1.65 kg', pitch: 'has a smooth 120Hz screen and a full-size keyboard with numpad.' },
  { brand: 'Dell', model: 'Inspiron 14 5430', cpu: 'Intel Core i7-1355U', ramType: 'DDR5', variants: [[16, 512], [16, 1024]], price: 112000, size: '14', res: '1920x1200', color: 'Platinum Silver', weight: '1.53 kg', pitch: 'is a premium aluminium laptop with a 16:10 display.' },
  { brand: 'Dell', model: 'G15 5530', cpu: 'Intel Core i7-13650HX', ramType: 'DDR5', variants: [[16, 512], [16, 1024]], price: 175000, size: '15.6', res: '1920x1080', hz: 165, gpu: 'RTX 4050 6GB', color: 'Dark Shadow Grey', weight: '2.81 kg', pitch: 'is a gaming laptop with Alienware-inspired thermals.' },
  { brand: 'Acer', model: 'Aspire 3 A315-24P', cpu: 'AMD Ryzen 3 7320U', ramType: 'DDR5', variants: [[8, 256], [8, 512]], price: 44500, size: '15.6', res: '1920x1080', color: 'Pure Silver', weight: '1.78 kg', pitch: 'is a budget full HD laptop for everyday tasks.' },
  { brand: 'Acer', model: 'Aspire 5 A515-48M', cpu: 'AMD Ryzen 5 7530U', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 64000, size: '15.6', res: '1920x1080', color: 'Steel Gray', weight: '1.76 kg', pitch: 'is a metal-clad everyday laptop with a backlit keyboard.' },
  { brand: 'Acer', model: 'Swift Go 14 SFG14-71', cpu: 'Intel Core i5-1335U', ramType: 'DDR5', variants: [[16, 512]], price: 95000, size: '14', res: '2880x1800', color: 'Pure Silver', weight: '1.32 kg', pitch: 'is an ultra-thin laptop with a 2.8K OLED screen.' },
  { brand: 'Acer', model: 'Nitro V 15 ANV15-51', cpu: 'Intel Core i5-13420H', ramType: 'DDR5', variants: [[8, 512], [16, 512]], price: 112000, size: '15.6', res: '1920x1080', hz: 144, gpu: 'RTX 4050 6GB', color: 'Obsidian Black', weight: '2.1 kg', discount: 3000, pitch: 'is a value gaming laptop with RTX 40 series graphics.' },
  { brand: 'Acer', model: 'Predator Helios Neo 16 PHN16-71', cpu: 'Intel Core i7-13700HX', ramType: 'DDR5', variants: [[16, 512], [16, 1024]], price: 210000, size: '16', res: '1920x1200', hz: 165, gpu: 'RTX 4060 8GB', color: 'Abyssal Black', weight: '2.6 kg', pitch: 'brings Predator cooling and a 165Hz 16:10 panel to serious gamers.' },
  { brand: 'MSI', model: 'Modern 15 B13M', cpu: 'Intel Core i5-1335U', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 64500, size: '15.6', res: '1920x1080', color: 'Classic Black', weight: '1.7 kg', pitch: 'is a clean, lightweight laptop for professionals on the move.' },
  { brand: 'MSI', model: 'Thin GF63 12UCX', cpu: 'Intel Core i5-12450H', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 84500, size: '15.6', res: '1920x1080', hz: 144, gpu: 'RTX 2050 4GB', color: 'Black', weight: '1.86 kg', pitch: 'is one of the slimmest budget gaming laptops available.' },
  { brand: 'MSI', model: 'Katana 15 B13VFK', cpu: 'Intel Core i7-13620H', ramType: 'DDR5', variants: [[16, 512], [16, 1024]], price: 168000, size: '15.6', res: '1920x1080', hz: 144, gpu: 'RTX 4060 8GB', color: 'Black', weight: '2.25 kg', pitch: 'is a sharp-edged gaming laptop tuned for high frame rates.' },
  { brand: 'MSI', model: 'Prestige 14 Evo B13M', cpu: 'Intel Core i9-13900H', ramType: 'DDR5', variants: [[32, 1024]], price: 165000, size: '14', res: '1920x1200', color: 'Stellar Gray', weight: '1.49 kg', pitch: 'puts Core i9 power into a slim creator laptop.' },
  { brand: 'MSI', model: 'Raider GE78 HX 13VH', cpu: 'Intel Core i9-13980HX', ramType: 'DDR5', variants: [[32, 1024], [32, 2048]], price: 420000, size: '17', res: '2560x1600', hz: 240, gpu: 'RTX 4080 12GB', color: 'Dark Gray', weight: '3.1 kg', pitch: 'is a desktop-replacement gaming laptop with a full RGB light bar.' },
  { brand: 'Gigabyte', model: 'G5 MF', cpu: 'Intel Core i5-12500H', ramType: 'DDR4', variants: [[8, 512], [16, 512]], price: 115000, size: '15.6', res: '1920x1080', hz: 144, gpu: 'RTX 4050 6GB', color: 'Black', weight: '1.9 kg', pitch: 'offers RTX 40 series gaming at a friendly price.' },
  { brand: 'Gigabyte', model: 'AORUS 17X AZF', cpu: 'Intel Core i9-13900HX', ramType: 'DDR5', variants: [[32, 2048]], price: 395000, size: '17', res: '2560x1440', hz: 240, gpu: 'RTX 4090 16GB', color: 'Black', weight: '2.9 kg', pitch: 'is an enthusiast gaming laptop with top-tier RTX graphics.' },
  { brand: 'ASUS', model: 'ROG Strix SCAR 16 G634JZ', cpu: 'Intel Core i9-13980HX', ramType: 'DDR5', variants: [[32, 1024]], price: 365000, size: '16', res: '2560x1600', hz: 240, gpu: 'RTX 4080 12GB', color: 'Off Black', weight: '2.5 kg', pitch: 'is a no-compromise esports flagship with a Mini LED class display.' },
  { brand: 'Lenovo', model: 'Legion 7 16ARX8H', cpu: 'AMD Ryzen 9 7945HX', ramType: 'DDR5', variants: [[32, 1024]], price: 335000, size: '16', res: '2560x1600', hz: 240, gpu: 'RTX 4080 12GB', color: 'Dark Storm Grey', weight: '2.5 kg', pitch: 'pairs a 16-core Ryzen 9 with RTX 4080 graphics.' },
  { brand: 'HP', model: 'EliteBook 840 G10', cpu: 'Intel Core i7-1355U', ramType: 'DDR5', variants: [[16, 512]], price: 175000, size: '14', res: '1920x1200', color: 'Silver', weight: '1.36 kg', warranty: '3 Years', pitch: 'is a secure business laptop with enterprise management features.' },
  { brand: 'ASUS', model: 'Vivobook 15 X1504VA Core i7', cpu: 'Intel Core i7-1355U', ramType: 'DDR4', variants: [[16, 512]], price: 82000, size: '15.6', res: '1920x1080', color: 'Cool Silver', weight: '1.7 kg', pitch: 'adds Core i7 performance to the popular Vivobook 15.' },
  { brand: 'Acer', model: 'Aspire Lite AL15-41', cpu: 'AMD Ryzen 5 7520U', ramType: 'DDR5', variants: [[8, 512], [16, 512]], price: 52000, size: '15.6', res: '1920x1080', color: 'Steel Gray', weight: '1.59 kg', pitch: 'is a metal-body budget laptop for daily use.' },
];

function storageLabel(gb: number): string {
  return gb >= 1024 ? `${gb / 1024}TB` : `${gb}GB`;
}

function variantPrice(line: LaptopLine, ram: number, ssd: number): number {
  const [baseRam, baseSsd] = line.variants[0] ?? [8, 512];
  const ramStep: Record<number, number> = { 4: 0, 8: 3500, 16: 9500, 32: 23500 };
  const ssdStep: Record<number, number> = { 256: 0, 512: 3500, 1024: 10500, 2048: 22500 };
  const extra = (ramStep[ram] ?? 0) - (ramStep[baseRam] ?? 0) + (ssdStep[ssd] ?? 0) - (ssdStep[baseSsd] ?? 0);
  return roundTaka(line.price + extra);
}

function cpuInName(model: string): string {
  // "Intel Core i5-1335U" -> "Intel Core i5 1335U"
  return model.replace(/^(Intel Core i\d)-/, '$1 ');
}

function buildLaptops(): SeedProduct[] {
  const out: SeedProduct[] = [];
  for (const line of LINES) {
    const cpu = CPUS[line.cpu];
    if (!cpu) throw new Error(`Unknown CPU ${line.cpu}`);
    const modelName = line.model.replace(/ Core i7$/, '');
    line.variants.forEach(([ram, ssd], index) => {
      const ramLabel = `${ram}GB`;
      const ssdLabel = storageLabel(ssd);
      const resLabel = RES_LABEL[line.res] ?? '';
      const gaming = line.gpu !== undefined;
      const name =
        `${line.brand} ${modelName} ${cpuInName(cpu.model)} ${ramLabel} RAM ${ssdLabel} SSD ` +
        (line.gpu ? `${line.gpu} Graphics ` : '') +
        `${line.size} inch ${resLabel}${line.hz ? ` ${line.hz}Hz` : ''} ${gaming ? 'Gaming Laptop' : 'Laptop'}`;
      const features = [
        `Processor: ${cpu.model} (${cpu.cores} cores, up to ${cpu.boost})`,
        `Memory: ${ramLabel} ${line.ramType} RAM`,
        `Storage: ${ssdLabel} NVMe SSD`,
        `Display: ${line.size} inch ${resLabel} (${line.res})${line.hz ? ` ${line.hz}Hz` : ''}`,
        line.gpu ? `Graphics: NVIDIA GeForce ${line.gpu}` : `Graphics: Integrated ${cpu.brand} graphics`,
        `Weight: ${line.weight}`,
      ];
      const keywords = [gaming ? 'gaming laptop' : 'office laptop', cpu.brand.toLowerCase(), ...(gaming ? ['rtx'] : [])];
      out.push(
        makeProduct({
          name,
          category: 'Laptop',
          brand: line.brand,
          price: variantPrice(line, ram, ssd),
          // Only the first variant of a line carries the line discount.
          ...(line.discount !== undefined && index === 0 ? { discount: line.discount } : {}),
          features,
          intro: line.pitch,
          keywords,
          specs: {
            Processor: {
              'Processor Brand': cpu.brand,
              'Processor Model': cpu.model,
              Cores: String(cpu.cores),
              Threads: String(cpu.threads),
              'Base Clock': cpu.base,
              'Boost Clock': cpu.boost,
              Cache: cpu.cache,
            },
            Memory: { RAM: ramLabel, 'RAM Type': line.ramType },
            Storage: { Storage: `${ssdLabel} SSD` },
            Display: { 'Display Size': `${line.size} inch`, Resolution: line.res },
            General: { Color: line.color, Weight: line.weight, Warranty: line.warranty ?? '2 Years' },
          },
        }),
      );
    });
  }
  return out;
}

export const laptops: SeedProduct[] = buildLaptops();
