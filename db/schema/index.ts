export * from './users';
export * from './articles';
export * from './leads';
export * from './settings';
export * from './system';
export * from './webhooks';
export * from './pages';
export * from './moving';
