// The project's municipality, chosen from IBGE's list (docs/places.md): the chosen state's municipalities offered as
// the name is typed, the name matched to its 7-digit code, which is what the form sends. The list (~40 KB gzip) is
// its own chunk, loaded when the form opens, never on the first screen.
import { useEffect } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { brazilianStates, type BrazilianState } from '@raiz/domain';
import type { Municipality } from '@raiz/domain/municipalities';
import { useFieldControl } from '../../../lib/content-kit/fields';
import { Field, Input, controlProps } from '../../../components/ui/field';
import { useAsyncValue } from '../../../lib/use-async-value';

type Lists = { of: (state: BrazilianState) => readonly Municipality[] };

const loadLists = () => import('@raiz/domain/municipalities').then((m): Lists => ({ of: m.municipalitiesOf }));

function useMunicipalityLists() {
  const { value: lists, failed } = useAsyncValue('municipalities', loadLists);
  return { lists: lists ?? null, failed };
}

/**
 * The form's code for a project saved before the list, whose municipality and state were not touched: nothing to send
 * (the stored name stays, without a code). Changing either asks for a municipality from the list.
 */
export const KEPT_WITHOUT_CODE = 'sem-codigo';

const comparable = (text: string) => text.trim().toLocaleLowerCase('pt-BR');
const isState = (value: unknown): value is BrazilianState =>
  typeof value === 'string' && (brazilianStates as readonly string[]).includes(value);

export function MunicipalityField() {
  const { setValue, formState } = useFormContext();
  const defaults = formState.defaultValues as Record<string, unknown> | undefined;
  const [state, name, code] = useWatch({ name: ['state', 'municipality', 'municipalityCode'] }) as [
    unknown,
    string,
    string,
  ];
  const { lists, failed } = useMunicipalityLists();
  const options = lists && isState(state) ? lists.of(state) : [];
  const f = useFieldControl(
    'municipality',
    !isState(state)
      ? 'Escolha a UF para ver os municípios dela.'
      : failed
        ? 'Não foi possível carregar a lista de municípios. Recarregue a página.'
        : code === KEPT_WITHOUT_CODE
          ? 'Salvo antes da lista do IBGE, sem código: escolha o município na lista para guardá-lo com o código.'
          : code
            ? `Código IBGE ${code}.`
            : 'Digite e escolha o município na lista do IBGE.',
  );
  const { errors } = useFormState({ name: 'municipalityCode' });
  const codeError = (get(errors, 'municipalityCode') as { message?: string } | undefined)?.message;

  // The code follows the name: the list's entry of that name in the chosen state, else none.
  useEffect(() => {
    if (!lists || !isState(state)) return;
    const untouched = name === defaults?.municipality && state === defaults?.state;
    if (untouched && defaults?.municipalityCode === KEPT_WITHOUT_CODE) {
      if (code !== KEPT_WITHOUT_CODE) setValue('municipalityCode', KEPT_WITHOUT_CODE);
      return;
    }
    const match = lists.of(state).find((m) => comparable(m.name) === comparable(name ?? ''));
    const next = match?.code ?? '';
    if (next !== (code ?? '')) setValue('municipalityCode', next);
    if (match && match.name !== name) setValue('municipality', match.name, { shouldDirty: true });
  }, [lists, state, name]); // eslint-disable-line react-hooks/exhaustive-deps -- the code is what this sets

  const listId = `${f.id}-list`;
  return (
    <Field id={f.id} label={f.label} hint={f.hint} error={f.error ?? codeError}>
      <Input list={listId} autoComplete="off" {...f.props} {...controlProps(f.id, f.error ?? codeError, f.hint)} />
      <datalist id={listId}>
        {options.map((m) => (
          <option key={m.code} value={m.name} />
        ))}
      </datalist>
    </Field>
  );
}
