// RDX amounts travel as base-unit strings (6 decimals: "100000000" is 100 RDX), from the API and from the chain
// alike; they become text only where shown, here, without going through a float.
import { rdxToken } from '@raiz/domain/chain';

/** "100000000" → "100,000000"; "1234500000" → "1.234,500000"; null for anything but a base-unit string. */
export function formatRdxUnits(baseUnits: string | null): string | null {
  if (baseUnits === null || !/^\d+$/.test(baseUnits)) return null;
  const units = BigInt(baseUnits);
  const scale = 10n ** BigInt(rdxToken.decimals);
  const whole = (units / scale).toLocaleString('pt-BR');
  const fraction = (units % scale).toString().padStart(rdxToken.decimals, '0');
  return `${whole},${fraction}`;
}
