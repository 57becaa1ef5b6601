import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance.ts';

const brasilia = { latitude: -15.7939, longitude: -47.8828 };
const saoPaulo = { latitude: -23.5505, longitude: -46.6333 };
const manaus = { latitude: -3.119, longitude: -60.0217 };

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(brasilia, brasilia)).toBe(0);
  });

  it('measures known distances between capitals (great circle, within 1 %)', () => {
    expect(distanceKm(brasilia, saoPaulo)).toBeCloseTo(873, -1);
    expect(distanceKm(brasilia, manaus)).toBeGreaterThan(1925);
    expect(distanceKm(brasilia, manaus)).toBeLessThan(1955);
  });

  it('is the same both ways and across the meridian of 180°', () => {
    expect(distanceKm(saoPaulo, manaus)).toBeCloseTo(distanceKm(manaus, saoPaulo), 9);
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111.2, 0);
  });
});
