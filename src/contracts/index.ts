export * from './realm.ts';
export * from './content.ts';
export * from './menu.ts';
export * from './labels.ts';
export * from './init.ts';
export * from './licence.ts';
export * from './errors.ts';
export * from './headers.ts';
