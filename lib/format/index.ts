export * from './color';
export * from './csv';
export * from './date';
export * from './email';
export * from './initials';
export * from './password';
export * from './reading-time';
export * from './text';
