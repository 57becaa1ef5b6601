// The create/edit form of any record, in editor mode (useRecordForm: drafts, server errors, conflict reload): the
// notices on top, then the resource's sections of one-line fields.
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { FormProvider } from 'react-hook-form';
import { contentMessages } from '@raiz/domain';
import type { FormSpec } from './resource';
import { paths } from '../../config/paths';
import { draftKey } from '../form-draft';
import { useHeaderLink } from '../header-link';
import { useRecordForm } from '../use-record-form';
import { toast } from '../toast';
import { Button } from '../../components/ui/button';
import { ImplicitSubmit } from '../../components/ui/form-layout';
import { FormError } from '../../components/ui/form-error';
import { ConflictNotice, DraftRestoredNotice } from '../../components/ui/form-notices';
import { FieldsProvider } from './fields';

/** `R`: what a save answers, the record unless told (a create kept on the device answers that instead). */
export interface RecordFormProps<T, V extends FieldValues, R = T> {
  spec: FormSpec<T, V>;
  /** The record edited; none for a creation. */
  item?: T;
  /** Values a creation starts with over the blank ones (a project chosen in advance). */
  initial?: Partial<V>;
  /** The form's accessible name ("Novo evento", "Editar evento"). */
  label: string;
  /** The thin header bar's text in editor mode (default: "<label> — alterações não salvas", a creation's). */
  editorText?: string;
  /** The person, the form's kind and the record (see draftKey). */
  draft: { userId: string | undefined; kind: string; recordId?: string };
  save: (input: unknown) => Promise<R>;
  /** The current version of the record, for "Recarregar" after a 409 (edit forms). */
  load?: () => Promise<T>;
  onSaved: (saved: R) => void;
  onCancel: () => void;
}

/**
 * The edit form of a record: "Editar <noun>", the editor bar naming it, its draft, "Recarregar" from `detail` (the
 * query options of its current version) after a 409, and the "Alterações salvas" toast before `onSaved`.
 */
export function EditRecordForm<T, V extends FieldValues, D extends T, K extends QueryKey>({
  noun,
  name,
  detail,
  item,
  draft,
  onSaved,
  ...props
}: Omit<RecordFormProps<T, V>, 'item' | 'label' | 'editorText' | 'load' | 'draft'> & {
  item: NoInfer<T>;
  noun: string;
  name: (item: NoInfer<T>) => string;
  detail: FetchQueryOptions<D, Error, D, K>;
  draft: { userId: string | undefined; kind: string; recordId: string };
}) {
  const queryClient = useQueryClient();
  return (
    <RecordForm
      {...props}
      key={draft.recordId}
      item={item}
      label={`Editar ${noun}`}
      editorText={`Editando “${name(item)}” — alterações não salvas`}
      draft={draft}
      load={() => queryClient.fetchQuery({ ...detail, staleTime: 0 })}
      onSaved={(saved) => {
        toast({ title: 'Alterações salvas', description: `“${name(saved)}” foi atualizado.` });
        onSaved(saved);
      }}
    />
  );
}

/**
 * The form, or — for a record the server says this person may not change (`can.edit` false: a leitor of its
 * organisation) — why not, before any typing, and a way back. A record whose `can` has no `edit` (an organisation:
 * its settings are shown only to whom `can.updateSettings` allows) is editable here.
 */
export function RecordForm<T, V extends FieldValues, R = T>(props: RecordFormProps<T, V, R>) {
  const edit = (props.item as { can?: { edit?: boolean } } | undefined)?.can?.edit;
  return edit === false ? <CannotEdit onCancel={props.onCancel} /> : <EditableRecordForm {...props} />;
}

function CannotEdit({ onCancel }: { onCancel: () => void }) {
  // The header's "Salvar" would have nothing to save.
  useHeaderLink({ label: 'Painel', href: paths.dashboard.href() });
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-4">
      <p className="font-semibold text-fg">Você não pode editar este item.</p>
      <p className="text-sm text-muted">
        Seu papel na organização dele permite vê-lo, mas não alterá-lo. Para editar, peça a um proprietário ou
        administrador da organização que mude o seu papel para editor.
      </p>
      <Button variant="outline" onClick={onCancel}>
        Voltar
      </Button>
    </div>
  );
}

function EditableRecordForm<T, V extends FieldValues, R = T>({
  spec,
  item,
  initial,
  label,
  editorText = `${label} — alterações não salvas`,
  draft,
  save,
  load,
  onSaved,
  onCancel,
}: RecordFormProps<T, V, R>) {
  const { form, submit, restoredAt, discardDraft, conflict, reloadCurrent, isReloading, isDirty } = useRecordForm<
    V,
    unknown,
    R
  >({
    schema: item ? spec.update : spec.create,
    defaultValues: item ? spec.fromItem(item) : { ...spec.empty, ...initial },
    draftKey: draftKey(draft.userId, draft.kind, draft.recordId),
    editorText,
    save,
    onSaved,
    onCancel,
    reload: load ? async () => spec.fromItem(await load()) : undefined,
  });
  const { Body } = spec;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={label} className="flex flex-col gap-5">
        <ImplicitSubmit />
        {restoredAt && <DraftRestoredNotice savedAt={restoredAt} onDiscard={discardDraft} />}
        {conflict && (
          <ConflictNotice message={conflict} isDirty={isDirty} isReloading={isReloading} onReload={reloadCurrent} />
        )}
        <FormError message={form.formState.errors.root?.server?.message} />
        {/* Above the form, never over it (a toast at the bottom covered the fields); the first field has the focus. */}
        {Object.keys(form.formState.errors).some((name) => name !== 'root') && (
          <p className="rounded-xl border border-danger/40 bg-danger-soft p-3 text-sm font-medium text-fg">
            {contentMessages.invalidFields}
          </p>
        )}
        <FieldsProvider idPrefix={spec.idPrefix} specs={spec.fields}>
          <Body item={item} />
        </FieldsProvider>
      </form>
    </FormProvider>
  );
}
