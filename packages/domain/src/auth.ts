import { z } from 'zod';
import { cpfSchema } from './cpf.ts';
import { nameField, usernameSchema } from './names.ts';

// Login, session and profile contract between the API (/v1/auth/*, /v1/me) and the web app.

/** GET /v1/auth/login?redirect=… — where the browser comes back to; must be on the server's allow-list. */
export const loginQuerySchema = z.object({
  redirect: z.string().max(2000).optional(),
});
export type LoginQuery = z.infer<typeof loginQuerySchema>;

/** GET /v1/auth/callback — what the OpenID provider sends back; other parameters a provider adds are kept. */
export const oidcCallbackQuerySchema = z.looseObject({
  code: z.string().optional().describe('Código de autorização.'),
  state: z.string().optional(),
  iss: z.string().optional().describe('Emissor que responde (RFC 9207).'),
  error: z.string().optional().describe('Código de erro do provedor, quando o login falhou.'),
  error_description: z.string().optional(),
});

/** The query string the login leaves on the redirect URL: `?auth=success&accessToken=…&isNewUser=…` or `?auth=error`. */
export const authReturnQuerySchema = z.object({
  auth: z.enum(['success', 'error']),
  accessToken: z.string().optional(),
  isNewUser: z.enum(['true', 'false']).optional(),
});
export type AuthReturnQuery = z.infer<typeof authReturnQuerySchema>;

/** The cookie that carries the access token, set by the API's login and read by both API processes and the web app. */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

/** The claim of an access token that holds the Hasura-style user id and roles. */
export const HASURA_CLAIMS = 'https://hasura.io/jwt/claims';

/** POST /v1/auth/refresh → a new access token (the rotated refresh token travels only in its httpOnly cookie). */
export const refreshResponseSchema = z.object({ data: z.object({ accessToken: z.string() }) });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** POST /v1/auth/logout → always ok, even when already logged out. */
export const logoutResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
/** DELETE /v1/me: the account is gone and the session cookies cleared, answered like a logout. */
export const deleteMeResponseSchema = logoutResponseSchema;
/** GET /v1/me/session: the token's session is live (a recovery API running alone asks this, docs/design.md §3.6). */
export const sessionResponseSchema = logoutResponseSchema;
export type DeleteMeResponse = z.infer<typeof deleteMeResponseSchema>;

export const meUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(z.string()),
});
export type MeUser = z.infer<typeof meUserSchema>;

/**
 * "Data table A" of the signed-in user as /v1/me shows it: the provider id's hash and the wallet address. Not the CPF,
 * nor its hash (an unkeyed hash of 11 digits is undone by trying them all); `hasCpf` says whether one is set. The wallet
 * screens read the hash from their own route, which derives the key in the browser with it.
 */
export const dataTableASchema = z.object({
  hashed_auth_provider_id: z.string(),
  evm_address: z.string().nullable(),
});
export type DataTableA = z.infer<typeof dataTableASchema>;

export const meSchema = z.object({
  user: meUserSchema,
  dataTableA: dataTableASchema,
  hasCpf: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
export const meResponseSchema = z.object({ data: meSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** How the app names a person: the full name they gave (or their provider's), else their username. */
export function displayName(user: Pick<MeUser, 'name' | 'username'>): string {
  return user.name?.trim() || user.username;
}

/** A person's full name, as typed at sign-up and on /conta. */
export const personNameSchema = nameField(120, { length: 3, message: 'Informe seu nome completo.' });

/** PATCH /v1/me — the full name, the username, and the CPF while none is set yet. Used by the /conta forms too. */
export const updateMeInputSchema = z.object({
  name: personNameSchema.optional(),
  username: usernameSchema.optional(),
  cpf: cpfSchema.optional(),
});
export type UpdateMeInput = z.infer<typeof updateMeInputSchema>;
