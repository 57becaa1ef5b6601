import { describe, expect, it } from 'vitest';
import { biomeAt } from './biomes.ts';

// IBGE's biome of well-known places (Biomas 1:250.000, 2019).
describe('biomeAt', () => {
  it.each([
    ['Manaus', -60.02, -3.12, 'amazonia'],
    ['Brasília', -47.88, -15.79, 'cerrado'],
    ['Petrolina', -40.5, -9.39, 'caatinga'],
    ['Corumbá', -57.65, -19.01, 'pantanal'],
    ['São Paulo', -46.63, -23.55, 'mata_atlantica'],
    ['Recife', -34.88, -8.05, 'mata_atlantica'],
    ['Porto Alegre', -51.23, -30.03, 'pampa'],
    ['Santana do Livramento, on the border', -55.53, -30.89, 'pampa'],
    ['Bagé', -54.1, -31.33, 'pampa'],
  ] as const)('%s is in the %s', (_place, longitude, latitude, biome) => {
    expect(biomeAt(longitude, latitude)).toBe(biome);
  });

  it('suggests none in the open sea, abroad or for a missing coordinate', () => {
    expect(biomeAt(-30, -20)).toBeNull();
    expect(biomeAt(-65, -35)).toBeNull(); // Argentina
    expect(biomeAt(Number.NaN, -15)).toBeNull();
  });
});
