import { z } from 'zod';

/** Messages the API answers and the screens show for content (one wording on both sides). */
export const contentMessages = {
  staleVersion: 'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.',
  certifiedFrozen: 'Relatório certificado não pode ser alterado.',
  projectNotFound: 'Projeto não encontrado.',
  reportNotFound: 'Relatório não encontrado.',
  postNotFound: 'Post não encontrado.',
  eventNotFound: 'Evento não encontrado.',
  productNotFound: 'Produto não encontrado.',
  invalidFields: 'Verifique os campos destacados.',
} as const;

// Limits of the PostgreSQL columns: an int4 and sane calendar years, so bad input is a 400, never a database error.
export const INT4_MAX = 2_147_483_647;
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;

/**
 * Free text, trimmed, at most `max` characters; optional unless `.min(1)` is chained. NUL and lone surrogates are
 * refused for every field of every request by one rule (safe-text.ts), not here.
 */
export const textField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max.toLocaleString('pt-BR')} caracteres.`);

/** A required line of text (name, title…). */
export const requiredText = (max: number, message = 'Campo obrigatório.') => textField(max).min(1, message);

const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** A calendar date `YYYY-MM-DD`. */
export const dateField = () =>
  z.iso
    .date({
      error: (issue) => (issue.input == null ? 'Campo obrigatório.' : 'Data inválida: use o formato AAAA-MM-DD.'),
    })
    .refine(yearInRange, `Informe uma data entre ${MIN_YEAR} e ${MAX_YEAR}.`);

/** An instant in ISO 8601 with a time zone (`2025-03-01T10:00:00-03:00` or `…Z`). */
export const dateTimeField = () =>
  z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input == null
          ? 'Campo obrigatório.'
          : 'Data e hora inválidas: use ISO 8601 com fuso (ex.: 2025-03-01T10:00:00-03:00).',
    })
    .refine(yearInRange, `Informe uma data entre ${MIN_YEAR} e ${MAX_YEAR}.`);

/** Latitude and longitude in degrees, one wording wherever a place is typed (projects, evidence). */
export const latitudeField = () =>
  z
    .number({ error: 'Latitude inválida.' })
    .min(-90, 'A latitude vai de -90 a 90.')
    .max(90, 'A latitude vai de -90 a 90.');
export const longitudeField = () =>
  z
    .number({ error: 'Longitude inválida.' })
    .min(-180, 'A longitude vai de -180 a 180.')
    .max(180, 'A longitude vai de -180 a 180.');

/** A place is both coordinates or neither. */
export const coordinatesMessage = 'Informe a latitude e a longitude juntas.';

/**
 * The rule "latitude and longitude together", as a superRefine with its `when` (projects, reports). On a partial
 * update a coordinate left out is unknown (the server checks the merged row again); on create a field left out is
 * empty.
 */
export const coordinatesTogether = (partial: boolean) =>
  [
    (value: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) => {
      const known = !partial || (value.latitude !== undefined && value.longitude !== undefined);
      const hasLat = value.latitude != null;
      const hasLng = value.longitude != null;
      if (known && hasLat !== hasLng) {
        ctx.addIssue({ code: 'custom', path: [hasLat ? 'longitude' : 'latitude'], message: coordinatesMessage });
      }
    },
    whenFieldsUsable('latitude', 'longitude'),
  ] as const;

/** A quantity ≥ 0 (numeric column). */
export const nonNegativeNumber = () =>
  z.number().min(0, 'O valor não pode ser negativo.').max(1e12, 'Valor grande demais.');

/**
 * A whole quantity ≥ 0 that fits an integer column. The limit comes before the integer check: zod's int() also
 * refuses numbers past 2^53 with its own message, and a huge amount typed in must hear "O valor máximo é …", not
 * "Use um número inteiro.". `maxMessage` words the limit for the field (a price in reais).
 */
export const nonNegativeInteger = ({
  maxMessage = `O valor máximo é ${INT4_MAX.toLocaleString('pt-BR')}.`,
}: { maxMessage?: string } = {}) =>
  z.number().min(0, 'O valor não pode ser negativo.').max(INT4_MAX, maxMessage).int('Use um número inteiro.');

/** Optimistic concurrency: the version the client last read; a stale one answers 409. */
export const versionField = () =>
  z
    .number({ error: 'Informe a versão do registro (recarregue a página).' })
    .int()
    .min(1)
    .max(INT4_MAX)
    .describe('Versão lida pelo cliente; se o registro mudou desde então, a resposta é 409.');

/** True when both ends are set and end is before start (strings in ISO order compare correctly for dates). */
export const isDateRangeInverted = (start: string | null | undefined, end: string | null | undefined) =>
  Boolean(start && end && end < start);

/** Same check for instants, which may carry different offsets. */
export const isInstantRangeInverted = (start: string | null | undefined, end: string | null | undefined) =>
  Boolean(start && end && Date.parse(end) < Date.parse(start));

/**
 * When an object-level rule (an end after its start…) runs. By default zod skips an object's refinements as soon as
 * any field has failed its type, so a request with a wrong number and an inverted period reported the period only
 * after the number was fixed. With this, the rule runs whenever the fields it reads have usable values, whatever
 * happens to the others: every error shows at once.
 */
export const whenFieldsUsable = (...fields: string[]): z.core.$ZodSuperRefineParams => ({
  when: ({ value, issues }) =>
    typeof value === 'object' &&
    value !== null &&
    // An issue that does not "continue" left its field without a value of the right type (a failed check, like a
    // range, keeps the value typed and readable).
    !issues.some(
      (issue) =>
        issue.continue !== true &&
        (issue.path === undefined || issue.path.length === 0 || fields.includes(String(issue.path[0]))),
    ),
});

/** Route parameters. */
export const idParamsSchema = z.object({ id: z.uuid('Identificador inválido.') });
export const projectParamsSchema = z.object({ projectId: z.uuid('Identificador de projeto inválido.') });
export const projectItemParamsSchema = projectParamsSchema.extend({ id: z.uuid('Identificador inválido.') });
export type IdParams = z.infer<typeof idParamsSchema>;
export type ProjectParams = z.infer<typeof projectParamsSchema>;
export type ProjectItemParams = z.infer<typeof projectItemParamsSchema>;

/** DELETE may carry the version the client saw, so a delete of a changed row answers 409 instead of losing the change. */
export const deleteQuerySchema = z.object({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .max(INT4_MAX)
    .optional()
    .describe('Versão lida pelo cliente (opcional); se o registro mudou, a resposta é 409.'),
});
export type DeleteQuery = z.infer<typeof deleteQuerySchema>;

/**
 * A text as a list's search compares it: lower case, accents dropped ("São" → "sao"), so "sao" finds "São" and "SÃO"
 * finds "sao paulo". The server does the same in SQL (raiz_fold: unaccent, then lower); screens that filter a list
 * they already hold use this one.
 */
export const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

type SortValue<F extends string> = `${F}:asc` | `${F}:desc`;

/**
 * The query of a list: `page` ≥ 1, `pageSize` 1–100 (default 20), `q` (search text) and `sort`
 * (`field:asc|desc` from the entity's allow-list; each allowed sort has an index behind it).
 */
export function listQuerySchema<const F extends string>(sortFields: readonly [F, ...F[]], defaultSort: SortValue<F>) {
  const sorts = sortFields.flatMap((f) => [`${f}:asc`, `${f}:desc`]) as [SortValue<F>, ...SortValue<F>[]];
  // zod's enum typing cannot follow a generic template-literal union; the parameter type already guarantees it.
  const sortDefault = defaultSort as never;
  return z.object({
    page: z.coerce.number().int('Use um número inteiro.').min(1, 'A página mínima é 1.').max(1_000_000).default(1),
    pageSize: z.coerce
      .number()
      .int('Use um número inteiro.')
      .min(1, 'Mostre pelo menos 1 item por página.')
      .max(MAX_PAGE_SIZE, `Mostre no máximo ${MAX_PAGE_SIZE} itens por página.`)
      .default(DEFAULT_PAGE_SIZE),
    q: textField(200).optional().describe('Texto procurado (sem diferenciar maiúsculas, minúsculas nem acentos).'),
    sort: z
      .enum(sorts, { error: `Ordenação inválida. Use uma de: ${sorts.join(', ')}.` })
      .default(sortDefault)
      .describe('Campo e direção da ordenação.'),
  });
}
/**
 * Which space a list shows: `personal` (the caller's own) or an organisation's id; omitted, everything the caller may
 * read.
 */
export const spaceField = () =>
  z
    .string()
    .regex(
      /^(personal|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
      'Espaço inválido: use "personal" ou o id de uma organização.',
    )
    .optional()
    .describe('Espaço: "personal" ou o id de uma organização; omitido, tudo o que a pessoa pode ver.');
export type Space = 'personal' | (string & {});

/** The organisation a new row is created in (null or omitted: the personal space). */
export const organizationIdField = () =>
  z.uuid('Organização inválida.').nullable().optional().describe('Organização dona (omitido: espaço pessoal).');

export type ListQuery<F extends string = string> = {
  space?: Space;
  page: number;
  pageSize: number;
  q?: string;
  sort: SortValue<F>;
};

/** A page of a list, as every list endpoint answers it inside `data`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().describe('Total de itens que atendem ao filtro, em todas as páginas.'),
  });
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** Successful answers wrap their payload in `data`. */
export const dataSchema = <T extends z.ZodType>(payload: T) => z.object({ data: payload });

export const deletedSchema = z.object({ id: z.uuid() });

/**
 * A code or null in an answer. As `z.enum(…).nullable()` the OpenAPI 3.0 document would list the codes without null,
 * and validators of the document refuse a null; as a literal list, null is one of the values.
 */
export const codeOrNull = <const T extends readonly [string, ...string[]]>(codes: T) =>
  z.literal<[...T, null]>([...codes, null]);

/**
 * What the person who asked may do with a row, decided by the server with the rule it enforces (domain permissions.ts):
 * the web offers an action if and only if this says so.
 */
export const rowCanSchema = z
  .object({
    edit: z.boolean().describe('Alterar o item (e acrescentar a ele: arquivos, itens do projeto).'),
    delete: z.boolean().describe('Excluir o item.'),
    publish: z.boolean().describe('Publicar no registro público ou retirar dele (projetos).'),
    move: z.boolean().describe('Mover para outro espaço (projetos).'),
    certify: z.boolean().describe('Certificar com a própria carteira (relatórios publicados).'),
    revise: z
      .boolean()
      .describe('Criar uma nova versão (relatórios certificados: a versão mais recente, sem outra em rascunho).'),
  })
  .describe('O que a pessoa conectada pode fazer com este item, pela mesma regra que o servidor aplica.');
export type RowCan = z.infer<typeof rowCanSchema>;

/** Columns every content row answers with. */
export const rowMetaShape = {
  id: z.uuid(),
  ownerId: z.uuid(),
  organizationId: z.uuid().nullable().describe('Organização em cujo espaço está (null: espaço pessoal).'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
  can: rowCanSchema,
};

/** Columns every row of a project's child (post, event, product) answers with. */
export const projectChildMetaShape = { ...rowMetaShape, projectId: z.uuid() };

/** An update's body: any of the fields, with the version the edit started from. */
export const updateFieldsOf = <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  fields: z.ZodObject<Shape, Config>,
) => fields.partial().extend({ version: versionField() });

/**
 * A picture as lists and public pages show it: the two WebP sizes the server makes of an image (docs/evidence.md), the
 * original's size and the caption (the alt text).
 */
export const pictureSchema = z.object({
  thumbnailUrl: z.string().describe('WebP de cerca de 320 px de largura.'),
  previewUrl: z.string().describe('WebP de cerca de 1280 px de largura.'),
  width: z.number().int().nullable().describe('Largura do original, em pixels.'),
  height: z.number().int().nullable().describe('Altura do original, em pixels.'),
  caption: z.string().nullable().describe('Legenda (texto alternativo).'),
});
export type Picture = z.infer<typeof pictureSchema>;

/** What a content resource answers: one item (`one`) and a page of them (`page`), both inside `data`. */
export const responseSchemasOf = <T extends z.ZodType>(item: T) => ({
  one: dataSchema(item),
  page: dataSchema(pageSchema(item)),
});

/** The same, where each item of a page also carries its cover: its first image (null without one). */
export const coveredResponseSchemasOf = <T extends z.ZodObject>(item: T) => ({
  one: dataSchema(item),
  page: dataSchema(pageSchema(item.extend({ cover: pictureSchema.nullable().describe('A primeira imagem.') }))),
});
