import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { RecoveryDb } from './db/client.ts';
import { pinBackups, salts } from './db/schema.ts';

// Plain functions of (db, input): the HTTP routes and the main API's in-process client both call them.

/** The user's salt, created (32 random bytes, hex) on the first request; stable afterwards. */
export async function getOrCreateSalt(db: RecoveryDb, hashedUserIdUnsalted: string): Promise<string> {
  const [existing] = await db.select({ salt: salts.salt }).from(salts).where(eq(salts.hashedUserIdUnsalted, hashedUserIdUnsalted));
  if (existing) return existing.salt;
  // Two first requests may race: the primary key keeps the first salt, and both answer it.
  await db
    .insert(salts)
    .values({ hashedUserIdUnsalted, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: salts.hashedUserIdUnsalted });
  const [row] = await db.select({ salt: salts.salt }).from(salts).where(eq(salts.hashedUserIdUnsalted, hashedUserIdUnsalted));
  return row!.salt;
}

/** Stores (or replaces) the encrypted PIN backup. */
export async function savePinBackup(db: RecoveryDb, input: { hashedUserIdUnsalted: string; encryptedPin: string }): Promise<void> {
  await db
    .insert(pinBackups)
    .values(input)
    .onConflictDoUpdate({
      target: pinBackups.hashedUserIdUnsalted,
      set: { encryptedPin: input.encryptedPin, updatedAt: sql`now()` },
    });
}

/** The encrypted PIN backup, or null when the user never made one. */
export async function findPinBackup(db: RecoveryDb, hashedUserIdUnsalted: string): Promise<string | null> {
  const [row] = await db
    .select({ encryptedPin: pinBackups.encryptedPin })
    .from(pinBackups)
    .where(eq(pinBackups.hashedUserIdUnsalted, hashedUserIdUnsalted));
  return row?.encryptedPin ?? null;
}

/**
 * Forgets a user (their account was deleted): the salt and the PIN backup. Deleting what is already gone is not an
 * error, so the main API may ask again after a failure.
 */
export async function deleteUserData(db: RecoveryDb, hashedUserIdUnsalted: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(pinBackups).where(eq(pinBackups.hashedUserIdUnsalted, hashedUserIdUnsalted));
    await tx.delete(salts).where(eq(salts.hashedUserIdUnsalted, hashedUserIdUnsalted));
  });
}
