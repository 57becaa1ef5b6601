// The bundled map is valid geometry (issue 22: ES, GO, PA and RN were not, and the country's outline crossed itself
// along DF/GO), and places points where IBGE's geography puts them.
import { booleanValid } from '@turf/boolean-valid';
import { describe, expect, it } from 'vitest';
import { brazilianStates } from '@raiz/domain';
import { country, inBrazil, placeAgainstState, states } from './brazil-outline';

describe('the offline map of Brazil', () => {
  it('has the 27 states, each valid geometry (OGC rules, turf booleanValid)', () => {
    expect(states.features.map((f) => f.id).sort()).toEqual([...brazilianStates].sort());
    const invalid = states.features.filter((f) => !booleanValid(f)).map((f) => f.id);
    expect(invalid).toEqual([]);
  });

  it('merges them into a valid country outline', () => {
    expect(booleanValid(country)).toBe(true);
  });

  it('puts capitals in their state, and measures how far a point is from another state', () => {
    const capitals = [
      ['DF', -15.7939, -47.8828], // Brasília
      ['GO', -16.6869, -49.2648], // Goiânia
      ['AM', -3.119, -60.0217], // Manaus
      ['RS', -30.0346, -51.2177], // Porto Alegre
      ['PA', -1.4558, -48.4902], // Belém
      ['ES', -20.3155, -40.3128], // Vitória, on its island
      ['RN', -5.7945, -35.211], // Natal
      ['RJ', -22.9068, -43.1729], // Rio de Janeiro
      ['BA', -12.9777, -38.5016], // Salvador
      ['SC', -27.5954, -48.548], // Florianópolis, on its island
    ] as const;
    for (const [state, lat, lon] of capitals) {
      expect(inBrazil(lat, lon), state).toBe(true);
      expect(placeAgainstState(lat, lon, state)?.inside, state).toBe(true);
    }
    // Goiânia is ~170 km from the Federal District's border (as the crow flies, ~180 km from Brasília).
    const far = placeAgainstState(-16.6869, -49.2648, 'DF')!;
    expect(far.inside).toBe(false);
    expect(far.distanceKm).toBeGreaterThan(120);
    expect(far.distanceKm).toBeLessThan(200);
  });

  it('counts the open sea as outside Brazil', () => {
    expect(inBrazil(-10, -30)).toBe(false); // Atlantic, 500 km off Pernambuco
    expect(inBrazil(-25, -44)).toBe(false); // off São Paulo
    expect(inBrazil(-3.45, -38.25)).toBe(false); // ~40 km off Fortaleza
    for (const [lat, lon] of [
      [-2.5307, -44.3068], // São Luís, on its island
      [-23.9608, -46.3336], // Santos
      [-3.7319, -38.5267], // Fortaleza
      [0.0349, -51.0694], // Macapá
    ] as const)
      expect(inBrazil(lat, lon)).toBe(true);
    expect(inBrazil(-15.8, -47.9)).toBe(true);
  });
});
