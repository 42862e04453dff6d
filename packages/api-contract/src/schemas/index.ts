export * from './common.js';
export * from './filters.js';
export * from './listings.js';
export * from './catalogue.js';
export * from './accounts.js';
export * from './ops.js';
export * from './billing.js';
