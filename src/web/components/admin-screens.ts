import type { MessageKey } from '~/web/i18n/messages.ts';

/**
 * The Admin Panel menu of the header (docs/requirements/core-shop.md §2), in menu order: one entry per admin
 * screen. A new admin screen adds its line here and nowhere else.
 */
export const ADMIN_SCREENS: readonly { to: string; label: MessageKey }[] = [
  { to: '/admin/userlist', label: 'admin.users' },
  { to: '/admin/productlist', label: 'admin.products' },
  { to: '/admin/categories', label: 'admin.categories' },
  { to: '/admin/brands', label: 'admin.brands' },
  { to: '/admin/search-synonyms', label: 'admin.searchSynonyms' },
  { to: '/admin/spec-glossary', label: 'admin.specGlossary' },
  { to: '/admin/offerslist', label: 'admin.offers' },
  { to: '/admin/notice/list', label: 'admin.notices' },
  { to: '/admin/orderlist', label: 'admin.orders' },
  { to: '/admin/settings', label: 'admin.settings' },
  { to: '/admin/outbox', label: 'admin.outbox' },
  { to: '/admin/pages', label: 'admin.pages' },
  { to: '/admin/tickets', label: 'admin.tickets' },
  { to: '/admin/blog', label: 'admin.blog' },
  { to: '/admin/blog/comments', label: 'admin.blogComments' },
  { to: '/admin/outlets', label: 'admin.outlets' },
  { to: '/admin/emi-banks', label: 'admin.emiBanks' },
];
