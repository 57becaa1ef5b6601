import { DecryptionError, decryptAesCbc, encryptAesCbc } from './aes-cbc.ts';

const pinPattern = /^\d{6}$/;

/** The PIN encrypted with the recovery password, as `PUT /v1/recovery/pin-backup` stores it. */
export function encryptPinBackup(pin: string, recoveryPassword: string): Promise<string> {
  if (!pinPattern.test(pin)) throw new TypeError('encryptPinBackup: the PIN has 6 digits');
  return encryptAesCbc(pin, recoveryPassword);
}

/**
 * The PIN back from `POST /v1/recovery/recover-pin`. Besides the padding, the result must be 6 digits: with CBC's
 * lack of integrity that is what turns a wrong password into an error rather than a wrong PIN.
 */
export async function decryptPinBackup(encryptedPin: string, recoveryPassword: string): Promise<string> {
  let pin: string;
  try {
    pin = await decryptAesCbc(encryptedPin, recoveryPassword);
  } catch (err) {
    if (err instanceof DecryptionError) throw new DecryptionError('Senha de recuperação incorreta ou backup corrompido.');
    throw err;
  }
  if (!pinPattern.test(pin)) throw new DecryptionError('Senha de recuperação incorreta ou backup corrompido.');
  return pin;
}
