import canonicalize from 'canonicalize';
import { sha256Hex } from './sha256.ts';

/** RFC 8785 (JCS) canonical JSON: sorted keys, no whitespace, ECMAScript number formatting. */
export function canonicalJson(value: unknown): string {
  const json = canonicalize(value);
  if (json === undefined) throw new TypeError('canonicalJson: the value has no JSON form');
  return json;
}

/** Lowercase hex SHA-256 of the canonical JSON: the hash a certificate signs (docs/design.md §5). */
export function canonicalSha256(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
