import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Four pathless groups, each with its own ErrorBoundary (the URLs are the spec's, unchanged);
// root.tsx's boundary is the last resort for a failure outside them or in the root loader.
export default [
  layout('routes/storefront/layout.tsx', [
    index('routes/storefront/home.tsx', { id: 'home' }),
    route('page/:pageNumber', 'routes/storefront/home.tsx', { id: 'home-page' }),
    route('search', 'routes/storefront/search-redirect.tsx'),
    route('search/:keyword', 'routes/storefront/search.tsx', { id: 'search' }),
    route('search/:keyword/page/:pageNumber', 'routes/storefront/search.tsx', { id: 'search-page' }),
    route('category/:keyword/:pageNumber?', 'routes/storefront/category.tsx', { id: 'category' }),
    route('cat/:keyword/:pageNumber?', 'routes/storefront/category.tsx', { id: 'cat' }),
    route('category/:keyword/:subcategory/:pageNumber', 'routes/storefront/category.tsx', { id: 'sub-category' }),
    route('brand/:slug/:pageNumber?', 'routes/storefront/brand.tsx', { id: 'brand' }),
    route('product/:slug', 'routes/storefront/product.tsx'),
    route('cart/:id?', 'routes/storefront/cart.tsx'),
    route('CompareScreen', 'routes/storefront/compare.tsx'),
    route('PcBuilderScreen', 'routes/storefront/pc-builder.tsx'),
    route('PcBuilderChooseScreen', 'routes/storefront/pc-builder-choose.tsx'),
    route('PcBuilderQuote/:id', 'routes/storefront/pc-builder-quote.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/account/layout.tsx', [
    route('login', 'routes/account/login.tsx'),
    route('register', 'routes/account/register.tsx'),
    route('logout', 'routes/account/logout.tsx'),
    route('profile', 'routes/account/profile.tsx'),
    route('ResetPasswordScreen', 'routes/account/reset-password.tsx'),
  ]),
  layout('routes/checkout/layout.tsx', [
    route('shipping', 'routes/checkout/shipping.tsx'),
    route('payment', 'routes/checkout/payment.tsx'),
    route('placeorder', 'routes/checkout/place-order.tsx'),
    route('order/:id', 'routes/checkout/order.tsx'),
  ]),
  layout('routes/admin/layout.tsx', [
    route('admin/userlist', 'routes/admin/user-list.tsx'),
    route('admin/user/:id/edit', 'routes/admin/user-edit.tsx'),
    route('admin/outbox', 'routes/admin/outbox.tsx'),
    route('admin/productlist/:pageNumber?', 'routes/admin/product-list.tsx'),
    route('admin/product/:slug/edit', 'routes/admin/product-edit.tsx'),
    route('admin/offerslist', 'routes/admin/offer-list.tsx'),
    route('admin/offer/create', 'routes/admin/offer-edit.tsx', { id: 'offer-create' }),
    route('admin/offer/:id/edit', 'routes/admin/offer-edit.tsx', { id: 'offer-edit' }),
    route('admin/notice/list', 'routes/admin/notice-list.tsx'),
    route('admin/notice/create', 'routes/admin/notice-edit.tsx', { id: 'notice-create' }),
    route('admin/notice/edit/:id', 'routes/admin/notice-edit.tsx', { id: 'notice-edit' }),
    route('admin/orderlist', 'routes/admin/order-list.tsx'),
    route('admin/settings', 'routes/admin/settings.tsx'),
  ]),
  route('set-language', 'routes/set-language.tsx'),
] satisfies RouteConfig;
