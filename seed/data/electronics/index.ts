/**
 * "electronics" demo catalogue: a computer and electronics shop in Khulna.
 * Plain data written by us; products are generated deterministically from the tables in this folder.
 */
import type { SeedCatalog, SeedCategory, SeedNotice, SeedOffer, SeedProduct, SeedSettings } from '../../types.ts';
import { brands } from './brands.ts';
import { casingCoolers, casings, cpuCoolers, graphicsCards, powerSupplies, ram, storage } from './components.ts';
import { laptops } from './laptops.ts';
import { monitors } from './monitors.ts';
import { airConditioners, antiVirus, consoles, gamingChairs, printers, routers, ups } from './others.ts';
import { headphones, keyboards, mice, mousepads, speakers } from './peripherals.ts';
import { motherboards, processors } from './processors.ts';
import { DEMO_DELIVERY } from '../delivery.ts';

/** Menu order, home cards, category-wide discounts and what cannot be returned. Sub-categories are derived from the products. */
const CATEGORY_DEFS: Array<{ name: string; homeCard?: number; discount?: number; returnable?: boolean }> = [
  { name: 'Laptop', homeCard: 1 },
  { name: 'Monitor', homeCard: 2 },
  { name: 'Motherboard' },
  { name: 'Processor', homeCard: 4 },
  { name: 'RAM' },
  { name: 'Storage' },
  { name: 'Graphics Card', homeCard: 3 },
  { name: 'Power Supply' },
  { name: 'Casing' },
  { name: 'CPU Cooler' },
  { name: 'Casing Cooler' },
  { name: 'Keyboard' },
  { name: 'Mouse' },
  { name: 'Mousepad' },
  { name: 'Headphone' },
  { name: 'Speaker' },
  { name: 'Printer' },
  { name: 'Router' },
  { name: 'UPS' },
  { name: 'Anti Virus', returnable: false },
  { name: 'Console' },
  { name: 'Gaming Chair' },
  { name: 'AC', discount: 3000 },
];

const products: SeedProduct[] = [
  ...laptops,
  ...monitors,
  ...motherboards,
  ...processors,
  ...ram,
  ...storage,
  ...graphicsCards,
  ...powerSupplies,
  ...casings,
  ...cpuCoolers,
  ...casingCoolers,
  ...keyboards,
  ...mice,
  ...mousepads,
  ...headphones,
  ...speakers,
  ...printers,
  ...routers,
  ...ups,
  ...antiVirus,
  ...consoles,
  ...gamingChairs,
  ...airConditioners,
];

function byName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

const categories: SeedCategory[] = CATEGORY_DEFS.map((def, index) => {
  const brandNames = [...new Set(products.filter((p) => p.category === def.name).map((p) => p.brand))].sort(byName);
  const category: SeedCategory = {
    name: def.name,
    menuOrder: index + 1,
    subCategories: brandNames.map((brand) => ({ name: brand })),
  };
  if (def.homeCard !== undefined) category.homeCard = def.homeCard;
  if (def.discount !== undefined) category.discount = def.discount;
  if (def.returnable !== undefined) category.returnable = def.returnable;
  return category;
});

const settings: SeedSettings = {
  shopName: 'Haat',
  phone: '+880 1700-000000',
  email: 'support@haat.com.bd',
  address: 'Shop 12, 3rd Floor, KDA Avenue, Khulna 9100, Bangladesh',
  supportHours: '9 AM - 8 PM',
  deliveryPromise: 'Delivery within 48 hours in Khulna city, 3 working days elsewhere',
  ...DEMO_DELIVERY.electronics,
  taxRate: 0,
};

const offers: SeedOffer[] = [
  {
    title: 'Eid Laptop Festival',
    description: 'Special prices on selected ASUS, Acer and Lenovo laptops, plus a free laptop bag and mouse with every laptop this Eid.',
    isActive: true,
  },
  {
    title: 'Gaming Week',
    description: 'Build your dream gaming PC: discounts on RTX and Radeon graphics cards, gaming monitors and mechanical keyboards.',
    isActive: true,
  },
  {
    title: 'Summer Cool Deal',
    description: 'Flat ৳3,000 off every AC, with free standard installation inside Khulna city.',
    isActive: true,
  },
  {
    title: 'Back to Campus',
    description: 'Student bundles with budget laptops, printers and routers for the new semester.',
    isActive: false,
  },
];

const notices: SeedNotice[] = [
  {
    title: 'Delivery times',
    description: 'Orders inside Khulna city are delivered within 48 hours; other districts take about 3 working days.',
    isActive: true,
  },
  {
    title: 'Hotline',
    description: 'Need help choosing parts? Call +880 1700-000000 from 9 AM to 8 PM.',
    isActive: true,
  },
  {
    title: 'Eid holiday',
    description: 'Our Khulna shop stays closed for three days during Eid; online orders will ship after the holiday.',
    isActive: false,
  },
];

export const electronics: SeedCatalog = {
  key: 'electronics',
  settings,
  categories,
  brands,
  products,
  offers,
  notices,
};
