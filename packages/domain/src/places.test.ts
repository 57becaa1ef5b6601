import { describe, expect, it } from 'vitest';
import { createProjectInputSchema, updateProjectInputSchema } from './content/project.ts';
import { brazilianStates } from './content/enums.ts';
import { municipalitiesOf, municipalityByCode, municipalityCount } from './municipalities.ts';
import {
  carNumberProblem,
  distanceToAreaKm,
  formatDistanceKm,
  ibgeCheckDigit,
  ibgeCheckDigitExceptions,
  isValidIbgeMunicipalityCode,
  parseCarNumber,
  placeMessages,
  pointInArea,
  pointOutsideStateMessage,
  stateOfMunicipalityCode,
  type AreaGeometry,
} from './places.ts';

describe('IBGE municipality codes', () => {
  it('computes the check digit of known codes', () => {
    expect(ibgeCheckDigit('355030')).toBe(8); // São Paulo 3550308
    expect(ibgeCheckDigit('130260')).toBe(3); // Manaus 1302603
    expect(ibgeCheckDigit('530010')).toBe(8); // Brasília 5300108
    expect(ibgeCheckDigit('431490')).toBe(2); // Porto Alegre 4314902
  });

  it('accepts valid codes and refuses a wrong digit, an unknown state or a bad format', () => {
    expect(isValidIbgeMunicipalityCode('3550308')).toBe(true);
    expect(isValidIbgeMunicipalityCode('3550307')).toBe(false);
    expect(isValidIbgeMunicipalityCode('9950308')).toBe(false);
    expect(isValidIbgeMunicipalityCode('355030')).toBe(false);
    expect(isValidIbgeMunicipalityCode('35503O8')).toBe(false);
    expect(stateOfMunicipalityCode('1302603')).toBe('AM');
  });

  it('holds every code of the bundled list valid, the nine exceptions being the only ones off the rule', () => {
    expect(municipalityCount()).toBe(5571);
    const offRule: string[] = [];
    for (const state of brazilianStates) {
      // prettier-ignore
      for (const m of municipalitiesOf(state)) {
        expect(isValidIbgeMunicipalityCode(m.code), m.name).toBe(true);
        expect(stateOfMunicipalityCode(m.code)).toBe(state);
        if (ibgeCheckDigit(m.code.slice(0, 6)) !== Number(m.code[6])) offRule.push(m.code);
      }
    }
    expect(offRule.sort()).toEqual([...ibgeCheckDigitExceptions].sort());
    expect(municipalityByCode('5300108')).toEqual({ code: '5300108', name: 'Brasília', state: 'DF' });
    expect(municipalitiesOf('SP')).toHaveLength(645);
  });
});

describe('CAR numbers', () => {
  const car = 'MT-5107925-8A5E0F3C1B2D4E6F7A8B9C0D1E2F3A4B';

  it('reads a well-formed number in any case', () => {
    expect(parseCarNumber(car.toLowerCase())).toEqual({ state: 'MT', municipalityCode: '5107925', value: car });
    expect(parseCarNumber('MT-5107925-8A5E')).toBeNull();
    expect(parseCarNumber('MT-5107924-8A5E0F3C1B2D4E6F7A8B9C0D1E2F3A4B')).toBeNull(); // check digit
    expect(parseCarNumber('SP-5107925-8A5E0F3C1B2D4E6F7A8B9C0D1E2F3A4B')).toBeNull(); // code of MT under SP
  });

  it('is checked against the project municipality and state', () => {
    expect(carNumberProblem(car, '5107925', 'MT')).toBeNull();
    expect(carNumberProblem(car, '5103403', 'MT')).toBe(placeMessages.carOtherMunicipality);
    expect(carNumberProblem(car, '3550308', 'SP')).toBe(placeMessages.carOtherState);
    expect(carNumberProblem(car, null, 'MT')).toBe(placeMessages.carNeedsMunicipality);
    expect(carNumberProblem('123', '5107925', 'MT')).toBe(placeMessages.carFormat);
  });
});

describe('the project schema', () => {
  const base = { name: 'Mata', category: 'reforestation', biome: 'cerrado', municipality: 'Brasília', state: 'DF' };

  it('takes a code of the chosen state, and refuses one of another state or with a wrong digit', () => {
    expect(createProjectInputSchema.safeParse({ ...base, municipalityCode: '5300108' }).success).toBe(true);
    const other = createProjectInputSchema.safeParse({ ...base, municipalityCode: '3550308' });
    expect(other.error?.issues.map((i) => i.message)).toEqual([placeMessages.municipalityOtherState]);
    const digit = createProjectInputSchema.safeParse({ ...base, municipalityCode: '5300109' });
    expect(digit.error?.issues.map((i) => i.message)).toEqual([placeMessages.municipalityCodeInvalid]);
    // Projects saved before the list: a name, no code.
    expect(createProjectInputSchema.safeParse(base).success).toBe(true);
  });

  it('checks a CAR number against the municipality, also on an update that sends both', () => {
    const car = 'DF-5300108-0123456789ABCDEF0123456789ABCDEF';
    const ok = createProjectInputSchema.safeParse({
      ...base,
      municipalityCode: '5300108',
      carNumber: car.toLowerCase(),
    });
    expect(ok.data?.carNumber).toBe(car);
    const wrong = updateProjectInputSchema.safeParse({
      version: 1,
      state: 'MT',
      municipalityCode: '5107925',
      carNumber: car,
    });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([placeMessages.carOtherState]);
  });
});

describe('a point against a state', () => {
  // A 1°×1° square with a 0.2° hole, and a far island.
  const area: AreaGeometry = {
    type: 'MultiPolygon',
    coordinates: [
      [
        [[-48, -16], [-47, -16], [-47, -15], [-48, -15], [-48, -16]],
        [[-47.6, -15.6], [-47.4, -15.6], [-47.4, -15.4], [-47.6, -15.4], [-47.6, -15.6]],
      ],
      [[[-40, -20], [-39.9, -20], [-39.9, -19.9], [-40, -19.9], [-40, -20]]],
    ],
  }; // prettier-ignore

  it('is inside the outline, outside a hole, inside an island', () => {
    expect(pointInArea(-47.9, -15.9, area)).toBe(true);
    expect(pointInArea(-47.5, -15.5, area)).toBe(false);
    expect(pointInArea(-39.95, -19.95, area)).toBe(true);
    expect(pointInArea(-46, -15.5, area)).toBe(false);
  });

  it('measures the distance to the outline in km', () => {
    expect(distanceToAreaKm(-47.9, -15.9, area)).toBe(0);
    // 1° of longitude east of the square at 15.5° S: 111.195 × cos(15.5°) ≈ 107.2 km.
    expect(distanceToAreaKm(-46, -15.5, area)).toBeCloseTo(107.15, 1);
    // In the hole: 0.1° to its edge.
    expect(distanceToAreaKm(-47.5, -15.5, area)).toBeCloseTo(10.7, 1);
  });

  it('says the distance in pt-BR', () => {
    expect(formatDistanceKm(12.345)).toBe('12,3 km');
    expect(formatDistanceKm(1234.5)).toBe('1.235 km');
    expect(pointOutsideStateMessage('GO', 3.21)).toBe(
      'O ponto marcado fica fora de Goiás, a 3,2 km da divisa. Confira a UF ou o ponto.',
    );
    expect(pointOutsideStateMessage('DF', 150)).toBe(
      'O ponto marcado fica fora do Distrito Federal, a 150 km da divisa. Confira a UF ou o ponto.',
    );
  });
});
