// IBGE's municipalities (docs/places.md), 5,571 names and codes: ~100 KB, so not in the domain's index. The server
// imports it to check a project's municipality; the web form loads it lazily, never on the first screen.
import type { BrazilianState } from './content/enums.ts';
import { packedMunicipalities } from './municipalities.gen.ts';

export interface Municipality {
  /** IBGE's 7-digit code. */
  code: string;
  name: string;
  state: BrazilianState;
}

let byState: Map<BrazilianState, Municipality[]> | null = null;
let byCode: Map<string, Municipality> | null = null;

function unpack() {
  if (byState && byCode) return { byState, byCode };
  byState = new Map();
  byCode = new Map();
  for (const [state, packed] of Object.entries(packedMunicipalities)) {
    const prefix = packed.slice(0, 2);
    const list = packed
      .slice(3)
      .split('|')
      .map((entry) => ({ code: prefix + entry.slice(0, 5), name: entry.slice(5), state: state as BrazilianState }));
    byState.set(state as BrazilianState, list);
    for (const m of list) byCode.set(m.code, m);
  }
  return { byState, byCode };
}

/** A state's municipalities, sorted by name (pt-BR). */
export function municipalitiesOf(state: BrazilianState): readonly Municipality[] {
  return unpack().byState.get(state) ?? [];
}

export function municipalityByCode(code: string): Municipality | null {
  return unpack().byCode.get(code) ?? null;
}

export function municipalityCount(): number {
  return unpack().byCode.size;
}
