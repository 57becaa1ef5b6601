import { z } from 'zod';
import { aesCbcPayloadPattern } from './aes-cbc.ts';

// Requests and answers of the wallet (main API) and recovery API endpoints (docs/design.md §4).
// Free of ethers, so a screen can import them without the crypto library.

const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Use 64 dígitos hexadecimais minúsculos.');

/** sha256(userId): how the recovery API names a user without knowing who it is. */
export const hashedUserIdUnsaltedSchema = sha256HexSchema;
/** 32 random bytes, lowercase hex. */
export const saltSchema = sha256HexSchema;
/** The PIN encrypted in the browser: "iv:ciphertext" in lowercase hex (see aes-cbc.ts). */
export const encryptedPinSchema = z
  .string()
  .max(1024, 'O backup é grande demais.')
  .regex(aesCbcPayloadPattern, 'Formato inválido: esperado "iv:conteúdo" em hexadecimal.');

export const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Endereço inválido: use 0x e 40 dígitos hexadecimais.');
export const evmSignatureSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130}$/, 'Assinatura inválida: use 0x e 130 dígitos hexadecimais.');

const pinPattern = /^\d{6}$/;
const pinLengthMessage = 'O PIN deve ter exatamente 6 dígitos.';

/** The wallet PIN typed to unlock it (sign, certify, export, back up): asked for when empty, then exactly 6 digits. */
export const pinSchema = z.string().min(1, 'Informe seu PIN.').regex(pinPattern, pinLengthMessage);

export const obviousPinMessage = 'Escolha um PIN menos óbvio: evite números repetidos ou em sequência.';

/** All digits equal (111111) or a straight run up or down (123456, 987654). */
export function isObviousPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** A PIN being created (activation): the 6 digits, and not an obvious one. Typing an existing PIN uses pinSchema. */
export const newPinSchema = z
  .string()
  .regex(pinPattern, pinLengthMessage)
  .refine((pin) => !isObviousPin(pin), obviousPinMessage);
/** The optional recovery password that encrypts the PIN backup. */
export const recoveryPasswordSchema = z.string().min(12, 'A senha de recuperação deve ter pelo menos 12 caracteres.');
/** The recovery password typed to recover the PIN: only asked for; a wrong one is told by the backup not decrypting. */
export const typedRecoveryPasswordSchema = z.string().min(1, 'Informe sua senha de recuperação.');

export const KEYSTORE_PASSWORD_MIN = 8;
/** The password protecting an exported keystore file (encrypted in the browser, never sent). */
export const keystorePasswordSchema = z
  .string()
  .min(KEYSTORE_PASSWORD_MIN, `A senha deve ter pelo menos ${KEYSTORE_PASSWORD_MIN} caracteres.`);

// Recovery API
export const getSaltInputSchema = z.object({ hashed_user_id_unsalted: hashedUserIdUnsaltedSchema });
export type GetSaltInput = z.infer<typeof getSaltInputSchema>;
export const saltResponseSchema = z.object({ data: z.object({ salt: saltSchema }) });
export type SaltResponse = z.infer<typeof saltResponseSchema>;

export const savePinBackupInputSchema = z.object({
  hashed_user_id_unsalted: hashedUserIdUnsaltedSchema,
  encrypted_pin: encryptedPinSchema,
});
export type SavePinBackupInput = z.infer<typeof savePinBackupInputSchema>;
export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

export const recoverPinInputSchema = z.object({ hashed_user_id_unsalted: hashedUserIdUnsaltedSchema });
export type RecoverPinInput = z.infer<typeof recoverPinInputSchema>;
export const recoverPinResponseSchema = z.object({ data: z.object({ encrypted_pin: encryptedPinSchema }) });
export type RecoverPinResponse = z.infer<typeof recoverPinResponseSchema>;

/** The account was deleted: the recovery API forgets the user's salt and PIN backup. */
export const deleteUserDataInputSchema = z.object({ hashed_user_id_unsalted: hashedUserIdUnsaltedSchema });
export type DeleteUserDataInput = z.infer<typeof deleteUserDataInputSchema>;

// Main API
/** Data table A of the signed-in user; `evm_address` is null until the wallet is activated. */
export const dataTableASchema = z.object({
  hashed_auth_provider_id: z.string(),
  hashed_cpf: z
    .string()
    .nullable()
    .describe(
      'SHA-256 dos 11 dígitos do CPF, sem chave: o navegador deriva dele a chave da carteira. Um CPF tem poucos dígitos, ' +
        'então este hash vale tanto quanto o número; só esta rota o responde (nem /v1/me nem a exportação).',
    ),
  evm_address: z.string().nullable(),
});
export type DataTableA = z.infer<typeof dataTableASchema>;
export const dataTableAResponseSchema = z.object({ data: dataTableASchema });
/** GET /v1/wallets/evm: data table A, and how many RDX rewards are still on their way ("Recompensa pendente"). */
export const walletSchema = dataTableASchema.extend({ rewards_pending: z.number().int().nonnegative() });
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponseSchema = z.object({ data: walletSchema });

/** A one-use message to sign, valid for 5 minutes, proving the wallet holds its key. */
export const walletChallengeSchema = z.object({
  challengeId: z.uuid(),
  message: z.string(),
  expiresAt: z.string(),
});
export type WalletChallenge = z.infer<typeof walletChallengeSchema>;
export const walletChallengeResponseSchema = z.object({ data: walletChallengeSchema });

export const bindWalletAddressInputSchema = z.object({
  challengeId: z.uuid(),
  address: evmAddressSchema,
  signature: evmSignatureSchema,
});
export type BindWalletAddressInput = z.infer<typeof bindWalletAddressInputSchema>;
/**
 * Data table A after binding. `reward_pending`: the 100 RDX of a first activation were queued (they reach the wallet
 * shortly, docs/design.md §4); `reward_tx_hash` is kept for older clients and is null (no request waits on the chain).
 */
export const bindWalletAddressResultSchema = dataTableASchema.extend({
  reward_tx_hash: z.string().nullable(),
  reward_pending: z.boolean(),
});
export type BindWalletAddressResult = z.infer<typeof bindWalletAddressResultSchema>;
export const bindWalletAddressResponseSchema = z.object({ data: bindWalletAddressResultSchema });
