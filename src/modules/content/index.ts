// The content module's face: what flows, doors and other modules may call. Its browser-safe
// limits and rules are in constants.ts, its input shapes in contracts.ts (docs/architecture.md).
export { addComment, approveComment, countView, createPost, deleteComment, getPost, getPublishedPost, latestPostSlug, listAllPosts, listComments, listPopularPosts, listPublishedPosts, localPost, updatePost } from './blog-service.ts';
export { getDescriptionForEdit, moveCategoryDescriptions, removeCategoryDescriptions, saveDescriptionBlock } from './description-admin.ts';
export { CONTENT_CACHE_PREFIX, fillShopFacts, findPage, getPage, invalidateContentCache, listPages, savePage } from './pages-service.ts';
export { type DescriptionQuery, findCategoryDescription, saveCategoryDescriptions } from './service.ts';
