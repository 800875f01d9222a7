// drizzle-kit and the query builder read every table from this one module.
export * from './users.ts';
export * from './products.ts';
export * from './directory.ts';
export * from './settings.ts';
export * from './operations.ts';
export * from './admin.ts';
export * from './alerts.ts';
export * from './wanted.ts';
export * from './prices.ts';
