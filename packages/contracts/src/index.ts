export * from './admin-jobs.js';
export * from './customers.js';
export * from './errors.js';
export * from './fields.js';
export * from './identity.js';
export * from './market.js';
export * from './routes.js';
export * from './staff.js';
