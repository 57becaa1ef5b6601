import { brazilianStateNames, type BrazilianState } from './content/enums.ts';

// Brazilian places (docs/places.md): IBGE's municipality codes and their check digit, CAR numbers, and the plane
// geometry the form uses to tell whether a point falls in the chosen state (and how far it is from it).

export const placeMessages = {
  municipalityCodeFormat: 'O código IBGE do município tem 7 dígitos.',
  municipalityCodeInvalid: 'Código IBGE de município inválido.',
  municipalityUnknown: 'Município não encontrado na lista do IBGE.',
  municipalityOtherState: 'O município escolhido não fica na UF informada.',
  municipalityNameMismatch: 'O nome do município não confere com o código IBGE escolhido.',
  municipalityFromList: 'Escolha o município na lista do IBGE.',
  carFormat: 'Número do CAR inválido: use UF-código IBGE do município-32 caracteres (ex.: MT-5107925-…).',
  carNeedsMunicipality: 'Escolha o município na lista do IBGE para informar o CAR.',
  carOtherState: 'O CAR informado é de outra UF.',
  carOtherMunicipality: 'O CAR informado é de outro município.',
  pointInOcean: 'Esse ponto fica no mar ou fora do Brasil. Clique sobre o território brasileiro.',
} as const;

/** "fora de Goiás", "fora do Pará", "fora da Bahia": each state's name takes its own article. */
const outsideOf: Record<BrazilianState, 'de' | 'do' | 'da'> = {
  AC: 'do', AL: 'de', AP: 'do', AM: 'do', BA: 'da', CE: 'do', DF: 'do', ES: 'do', GO: 'de', MA: 'do', MT: 'de',
  MS: 'de', MG: 'de', PA: 'do', PB: 'da', PR: 'do', PE: 'de', PI: 'do', RJ: 'do', RN: 'do', RS: 'do', RO: 'de',
  RR: 'de', SC: 'de', SP: 'de', SE: 'de', TO: 'do',
}; // prettier-ignore

/** The warning shown when the point is outside the chosen state: "… fora de Goiás, a 12,3 km da divisa." */
export function pointOutsideStateMessage(state: BrazilianState, distanceKm: number): string {
  const where = `${outsideOf[state]} ${brazilianStateNames[state]}`;
  return `O ponto marcado fica fora ${where}, a ${formatDistanceKm(distanceKm)} da divisa. Confira a UF ou o ponto.`;
}

/** "12,3 km", "1.234 km": one decimal under 100 km. */
export function formatDistanceKm(km: number): string {
  const digits = km < 100 ? 1 : 0;
  return `${km.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits })} km`;
}

/** Each state's two-digit IBGE code: the first two digits of its municipalities' codes. */
export const ibgeStateCodes: Record<BrazilianState, string> = {
  RO: '11', AC: '12', AM: '13', RR: '14', PA: '15', AP: '16', TO: '17',
  MA: '21', PI: '22', CE: '23', RN: '24', PB: '25', PE: '26', AL: '27', SE: '28', BA: '29',
  MG: '31', ES: '32', RJ: '33', SP: '35',
  PR: '41', SC: '42', RS: '43',
  MS: '50', MT: '51', GO: '52', DF: '53',
}; // prettier-ignore

const stateByIbgeCode = new Map(Object.entries(ibgeStateCodes).map(([state, code]) => [code, state as BrazilianState]));

/**
 * IBGE's check digit (the 7th) of a municipality code from its first six: weights 1,2,1,2,1,2, the digits of each
 * product summed, then (10 - sum mod 10) mod 10.
 */
export function ibgeCheckDigit(firstSix: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) {
    const product = Number(firstSix[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Nine municipalities created in the 1990s got codes whose 7th digit does not follow the rule; IBGE kept them
 * (the build script checks the list against this: every other code follows the rule).
 */
export const ibgeCheckDigitExceptions: ReadonlySet<string> = new Set([
  '2201919', // Bom Princípio do Piauí (PI)
  '2201988', // Brejo do Piauí (PI)
  '2202251', // Canavieira (PI)
  '2611533', // Quixaba (PE)
  '3117836', // Cônego Marinho (MG)
  '3152131', // Ponto Chique (MG)
  '4305871', // Coronel Barros (RS)
  '5203939', // Buriti de Goiás (GO)
  '5203962', // Buritinópolis (GO)
]);

/** The state a municipality code belongs to (its first two digits), or null. */
export function stateOfMunicipalityCode(code: string): BrazilianState | null {
  return stateByIbgeCode.get(code.slice(0, 2)) ?? null;
}

/** Seven digits, a known state, and the check digit right (or one of IBGE's known exceptions). */
export function isValidIbgeMunicipalityCode(code: string): boolean {
  if (!/^\d{7}$/.test(code) || !stateOfMunicipalityCode(code)) return false;
  return ibgeCheckDigit(code.slice(0, 6)) === Number(code[6]) || ibgeCheckDigitExceptions.has(code);
}

/** A rural property's number in the CAR (Cadastro Ambiental Rural): `UF-<IBGE code>-<32 hexadecimal>`. */
const CAR_FORMAT = /^([A-Z]{2})-(\d{7})-([0-9A-F]{32})$/;

export interface CarNumber {
  state: BrazilianState;
  municipalityCode: string;
  /** The whole number, upper case, as stored. */
  value: string;
}

/** Reads a CAR number (any case, spaces around ignored); null when it is not one (format, state or code). */
export function parseCarNumber(text: string): CarNumber | null {
  const value = text.trim().toUpperCase();
  const match = CAR_FORMAT.exec(value);
  if (!match) return null;
  const [, state, municipalityCode] = match as unknown as [string, string, string];
  if (!isValidIbgeMunicipalityCode(municipalityCode) || stateOfMunicipalityCode(municipalityCode) !== state)
    return null;
  return { state: state as BrazilianState, municipalityCode, value };
}

/** What is wrong with a CAR number for a project's municipality and state, or null when it fits. */
export function carNumberProblem(car: string, municipalityCode: string | null, state: string | null): string | null {
  const parsed = parseCarNumber(car);
  if (!parsed) return placeMessages.carFormat;
  if (state && parsed.state !== state) return placeMessages.carOtherState;
  if (!municipalityCode) return placeMessages.carNeedsMunicipality;
  if (parsed.municipalityCode !== municipalityCode) return placeMessages.carOtherMunicipality;
  return null;
}

export * from './area-geometry.ts';
