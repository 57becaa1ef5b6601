export * from './common.ts';
export * from './enums.ts';
export * from './kinds.ts';
export * from './event.ts';
export * from './post.ts';
export * from './product.ts';
export * from './project.ts';
export * from './report.ts';
