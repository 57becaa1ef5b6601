export * from './cpf.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './zod-pt.ts';
export * from './dashboard.ts';
export * from './csv.ts';
export * from './content/index.ts';
export * from './auth.ts';
