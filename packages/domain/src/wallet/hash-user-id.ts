import { sha256Hex } from './sha256.ts';

/**
 * The user's reference in the recovery API and on certificates (docs/design.md §4):
 * without a salt `hashed_user_id_unsalted = sha256(userId)`;
 * with one `hashed_user_id = sha256(hashed_user_id_unsalted + salt)`.
 */
export function hashUserId(userId: string, salt?: string): string {
  if (!userId) throw new TypeError('hashUserId: userId is empty');
  const unsalted = sha256Hex(userId);
  return salt ? sha256Hex(unsalted + salt) : unsalted;
}
