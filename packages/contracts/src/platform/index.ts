export * from './accounts.js';
export * from './customers.js';
export * from './error.js';
export * from './fields.js';
export * from './lists.js';
export * from './prices.js';
export * from './quotes.js';
export * from './trades.js';
