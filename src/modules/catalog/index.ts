// The catalog module's face: what flows, doors and other modules may call. Its browser-safe
// limits and rules are in constants.ts, its input shapes in contracts.ts (docs/architecture.md).
export { createProduct, deleteProduct, getProductForEdit, listAdminProducts, listProductChoices, updateProduct } from './admin.ts';
export { invalidateCatalogCache, invalidateStock, productOfInvalidation } from './cache.ts';
export { createGlossaryEntry, deleteGlossaryEntry, getGlossaryCached, getGlossaryEntry, listGlossary, localSpecifications, updateGlossaryEntry } from './glossary.ts';
export { findBrand, findBrandById, findBrandSlugs, findCategory, findSubCategory, getBrand, getListingCategory, listBrands, listCategoryHighlights, listFilteredProducts } from './listing.ts';
export { countProducts, generateProductCode, getProduct, getPurchasable, listAllProducts, listBrandsWithProducts, listCategoryComponents, listComponentsByIds, listProducts, listPurchasables, listTopProducts, lockProduct, productCodePrefix, productSlugs, updateProductRating } from './products.ts';
export { refreshSearchDocuments } from './search-documents.ts';
export { normalizeKeyword, searchProducts, suggestSearch } from './search.ts';
export { returnStock, type StockTaken, takeStock, unreturnableProducts } from './stock.ts';
export { createBrand, createCategory, createSubCategory, deleteBrand, deleteCategory, deleteSubCategory, getAdminBrand, getAdminCategory, getAdminSubCategory, getCategoryTree, listAdminBrands, listAdminCategories, listCategoryTree, structureTransaction, updateBrand, updateCategory, updateSubCategory } from './structure.ts';
export { createSynonymGroup, deleteSynonymGroup, getSynonymGroup, listSynonymGroups, updateSynonymGroup } from './synonyms.ts';
