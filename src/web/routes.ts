import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/storefront/home.tsx', { id: 'home' }),
  route('page/:pageNumber', 'routes/storefront/home.tsx', { id: 'home-page' }),
  route('search', 'routes/storefront/search-redirect.tsx'),
  route('search/:keyword', 'routes/storefront/search.tsx', { id: 'search' }),
  route('search/:keyword/page/:pageNumber', 'routes/storefront/search.tsx', { id: 'search-page' }),
  route('category/:keyword/:pageNumber?', 'routes/storefront/category.tsx', { id: 'category' }),
  route('cat/:keyword/:pageNumber?', 'routes/storefront/category.tsx', { id: 'cat' }),
  route('category/:keyword/:subcategory/:pageNumber', 'routes/storefront/category.tsx', { id: 'sub-category' }),
  route('product/:slug', 'routes/storefront/product.tsx'),
  route('set-language', 'routes/set-language.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
