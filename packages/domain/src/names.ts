import { z } from 'zod';

// One rule for every name a person gives (their name, username, an organisation's, a project's or product's): so one
// person cannot pass for another with a name that looks the same. Compatibility forms are folded (NFKC: "ｆｕｌｌ",
// "ﬁ", a no-break space become plain letters and spaces), runs of spaces become one, and invisible characters
// (zero-width spaces and joiners, soft hyphens, fillers) and bidirectional controls (a right-to-left override turns
// "gpj.exe" around) are refused rather than removed, so what is stored is what the person saw.

export const nameCharacterMessage =
  'O nome tem um caractere invisível ou de controle de direção: apague-o e digite de novo.';

const invisibleOrBidi = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\u2800]/u;

/** A name as stored: NFKC, runs of spaces as one, no spaces around. */
export const normalizeName = (text: string): string => text.normalize('NFKC').replace(/ {2,}/g, ' ').trim();

/** True when the (normalised) name holds no invisible or bidirectional control character. */
export const hasOnlyVisibleCharacters = (text: string): boolean => !invisibleOrBidi.test(text);

/** A name a provider gave (not typed here): normalised, with what cannot be seen dropped instead of refused. */
export const cleanProvidedName = (text: string): string =>
  normalizeName(text.replace(new RegExp(invisibleOrBidi.source, 'gu'), ''));

/** A name field: normalised, visible characters only, at most `max` characters; `min` with its message when given. */
export const nameField = (max: number, min?: { length: number; message: string }) => {
  const base = z
    .string()
    .overwrite(normalizeName)
    .refine(hasOnlyVisibleCharacters, nameCharacterMessage)
    .max(max, `Use no máximo ${max.toLocaleString('pt-BR')} caracteres.`);
  return min ? base.min(min.length, min.message) : base;
};

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
export const usernameLengthMessage = `O nome de usuário deve ter entre ${USERNAME_MIN} e ${USERNAME_MAX} caracteres.`;
export const usernameCharactersMessage =
  'Use só letras sem acento, números, ponto, hífen e sublinhado no nome de usuário (sem espaços nem @).';
export const usernameReservedMessage = 'Este nome de usuário é reservado. Escolha outro.';
export const usernameTakenMessage = 'Este nome de usuário já está em uso. Escolha outro.';

/**
 * Words no one may take as a username, compared without case, accents, digits or separators ("Admin_1" is "admin"):
 * names that would read as the platform's own staff.
 */
const reservedUsernames = new Set([
  'adm',
  'raiz',
  'equiperaiz',
  'raizoficial',
  'suporte',
  'support',
  'root',
  'sistema',
  'system',
  'moderador',
  'moderadora',
  'moderacao',
  'moderator',
  'staff',
  'oficial',
  'official',
  'seguranca',
  'security',
  'ajuda',
  'help',
  'contato',
  'noreply',
  'naoresponda',
]);

/** The username folded to compare look-alikes: lower case, no accents, digits or separators. */
const foldUsername = (username: string) =>
  username
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[0-9._-]/g, '');

/** True for names like "admin", "Administrador", "suporte_1", "raiz.oficial". */
export const isReservedUsername = (username: string): boolean => {
  const folded = foldUsername(username);
  return folded.includes('admin') || reservedUsernames.has(folded);
};

/** The name the public reads for the platform's own acts (an accreditation's history is signed by it). */
export const PLATFORM_ADMINISTRATION_NAME = 'Administração Raiz';

export const organizationNameReservedMessage =
  'Este nome é reservado à plataforma Raiz e se confunde com ela. Escolha outro nome para a organização.';

/** A name folded to compare look-alikes: lower case, letters only (no accents, digits, spaces or punctuation). */
const foldName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Organisation names that would read as the platform itself, folded. */
const reservedOrganizationNames = new Set(
  ['Raiz', 'Plataforma Raiz', 'Equipe Raiz', 'Suporte Raiz', 'Raiz Oficial', 'Moderação Raiz'].map(foldName),
);
const platformAdministration = foldName(PLATFORM_ADMINISTRATION_NAME);

/**
 * True for an organisation name that passes for the platform: "Raiz", "Equipe Raiz", any case, accents or spacing, and
 * anything containing "Administração Raiz" (the author of every accreditation's public history). "Instituto Raiz
 * Forte" is not.
 */
export const isReservedOrganizationName = (name: string): boolean => {
  const folded = foldName(name);
  return reservedOrganizationNames.has(folded) || folded.includes(platformAdministration);
};

const usernameCharacters = /^[a-zA-Z0-9._-]+$/;

/** Why a username is refused (length, characters, reserved), or undefined when it may be used. */
export function usernameProblem(username: string): string | undefined {
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return usernameLengthMessage;
  if (!usernameCharacters.test(username)) return usernameCharactersMessage;
  if (isReservedUsername(username)) return usernameReservedMessage;
  return undefined;
}

/**
 * A username: ASCII letters, digits, ".", "-" and "_" (no "@", so it never reads as an e-mail; no other scripts, so
 * no Cyrillic "а" for a Latin "a"), not reserved. Unique without regard to case (the database's index on its lower case).
 */
export const usernameSchema = z
  .string()
  .overwrite((text) => text.normalize('NFKC').trim())
  .superRefine((username, ctx) => {
    const problem = usernameProblem(username);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: username });
  });
