// An organisation's form, described once for the content kit's RecordForm: creation (/organizacoes/criar) and the
// settings of /organizacoes/:id, with the domain's request schemas at the end (the API's very rules and messages).
import { z } from 'zod';
import {
  createOrganizationInputSchema,
  formatCnpj,
  isValidCnpj,
  organizationMessages,
  organizationTypeLabels,
  organizationTypes,
  stateOptions,
  updateOrganizationInputSchema,
  type Organization,
  toOptions,
} from '@raiz/domain';
import { SelectField, TextAreaField, TextField } from '../../lib/content-kit/fields';
import { FormSection } from '../../components/ui/form-layout';
import { formSchemas, type FormSpec } from '../../lib/content-kit/resource';
import { blankAsNull, blankAsRequired } from '../../lib/form-fields';

export const organizationTypeOptions = toOptions(organizationTypes, organizationTypeLabels);

/** A CNPJ typed bare is shown with its punctuation once it is valid; anything else is left as typed. */
const cnpjOnBlur = (text: string) => (isValidCnpj(text) ? formatCnpj(text) : text);

const organizationFormFields = z.object({
  name: z.string(),
  type: blankAsRequired(),
  cnpj: blankAsNull(),
  municipality: z.string(),
  state: blankAsNull(),
  description: z.string(),
  website: z.string(),
  // Blank: made from the name at creation, left as it is in an edit.
  slug: z.string().transform((text) => (text.trim() === '' ? undefined : text)),
  /** The version the edit started from (absent when creating). */
  version: z.number().optional(),
});
export type OrganizationFormValues = z.input<typeof organizationFormFields>;

/** Settings (`item`): the server's `can.changeType` says whether the type may change (an accredited verifier's may not). */
function OrganizationFormBody({ item }: { item?: Organization }) {
  const typeLocked = item !== undefined && !item.can.changeType;
  return (
    <>
      <FormSection title="Identificação">
        <TextField name="name" autoComplete="organization" wide />
        <SelectField
          name="type"
          options={typeLocked ? organizationTypeOptions.filter((o) => o.value === item.type) : organizationTypeOptions}
          placeholder={typeLocked ? null : 'Selecione o tipo'}
          hint={typeLocked ? organizationMessages.typeLockedByAccreditation : undefined}
        />
        <TextField
          name="cnpj"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          formatOnBlur={cnpjOnBlur}
        />
        <TextAreaField name="description" wide />
      </FormSection>
      <FormSection title="Localização e contato">
        <TextField name="municipality" autoComplete="address-level2" />
        <SelectField name="state" options={stateOptions} placeholder="Selecione a UF" />
        <TextField name="website" type="url" inputMode="url" autoComplete="url" wide />
      </FormSection>
      <FormSection
        title="Endereço público"
        description="Onde a organização aparece no registro público, junto com os projetos que ela publicar."
      >
        <TextField name="slug" autoComplete="off" autoCapitalize="none" spellCheck={false} wide />
      </FormSection>
    </>
  );
}

export const organizationForm: FormSpec<Organization, OrganizationFormValues> = {
  idPrefix: 'organization',
  fields: {
    name: { label: 'Nome da organização' },
    type: { label: 'Tipo' },
    cnpj: { label: 'CNPJ (opcional)', hint: 'Por exemplo 11.222.333/0001-81.' },
    description: { label: 'Descrição (opcional)', hint: 'O que a organização faz, em poucas linhas.' },
    municipality: { label: 'Município (opcional)' },
    state: { label: 'UF (opcional)' },
    website: { label: 'Site (opcional)', hint: 'O endereço completo, começando com https://.' },
    slug: {
      label: 'Endereço público (opcional)',
      hint: 'Letras minúsculas sem acento, números e hífens, como instituto-mata-viva. Em branco ao criar, é feito a partir do nome.',
    },
  },
  ...formSchemas(organizationFormFields, createOrganizationInputSchema, updateOrganizationInputSchema),
  empty: {
    name: '',
    type: '',
    cnpj: '',
    municipality: '',
    state: '',
    description: '',
    website: '',
    slug: '',
  },
  fromItem: (organization) => ({
    name: organization.name,
    type: organization.type,
    cnpj: organization.cnpj ? formatCnpj(organization.cnpj) : '',
    municipality: organization.municipality,
    state: organization.state ?? '',
    description: organization.description,
    website: organization.website,
    slug: organization.slug,
    version: organization.version,
  }),
  Body: OrganizationFormBody,
};
