// Every module's tables, for the typed database handle and drizzle-kit.
export * from './cart/schema.ts';
export * from './catalog/schema.ts';
export * from './content/schema.ts';
export * from './directory/schema.ts';
export * from './mail/schema.ts';
export * from './merchandising/schema.ts';
export * from './pcbuilder/schema.ts';
export * from './orders/schema.ts';
export * from './reviews/schema.ts';
export * from './settings/schema.ts';
export * from './sms/schema.ts';
export * from './support/schema.ts';
export * from './users/schema.ts';
