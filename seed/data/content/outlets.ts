import type { OutletInput } from '~/modules/directory/contracts.ts';

const map = (query: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;

/**
 * The demo shops' sales outlets (docs/requirements/content-pages.md §2: Khulna at least; the EMI terms name retail
 * outlets in Dhaka, Chattogram and Rangpur). Addresses are real streets, numbers invented.
 */
export function seedOutlets(catalog: string): OutletInput[] {
  if (catalog === 'homeopathy') {
    return [
      { name: 'Dhanmondi', address: 'House 12, Road 5, Dhanmondi, Dhaka 1205', phone: '+880 1800-000001', mapUrl: map('Road 5, Dhanmondi, Dhaka') },
      { name: 'Khulna', address: 'Shop 4, Shib Bari More, Khulna 9100', phone: '+880 1800-000002', mapUrl: map('Shib Bari More, Khulna') },
    ];
  }
  return [
    { name: 'Khulna', address: 'Shop 12, 3rd Floor, KDA Avenue, Khulna 9100', phone: '041-720100', mapUrl: map('KDA Avenue, Khulna') },
    { name: 'Dhaka (Elephant Road)', address: 'Shop 7, Multiplan Center, 69 Elephant Road, Dhaka 1205', phone: '+880 1700-000101', mapUrl: map('Multiplan Center, Elephant Road, Dhaka') },
    { name: 'Chattogram', address: 'Shop 22, Amin Center, CDA Avenue, Chattogram 4000', phone: '+880 1700-000102', mapUrl: map('CDA Avenue, Chattogram') },
    { name: 'Rangpur', address: 'Station Road, Jahaj Company More, Rangpur 5400', phone: '+880 1700-000103', mapUrl: map('Jahaj Company More, Rangpur') },
  ];
}
