// One-line form fields: `<TextField name="title" />` takes its label, hint and placeholder from the resource's field
// table (FieldSpecs, given once by the form) and wires id, aria-invalid, aria-describedby, the error and
// react-hook-form's register through the form's context.
import {
  createContext,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { Field, Input, Textarea, controlProps } from '../../components/ui/field';
import { CheckboxField, InputWithUnit, Wide } from '../../components/ui/form-layout';
import { Select, type SelectOption } from '../../components/ui/select';
import type { FieldSpecs } from './resource';

const FieldsContext = createContext<{ idPrefix: string; specs: FieldSpecs } | null>(null);

/** The field table of one form; `idPrefix` keeps the controls' ids unique on the page ("event" → "event-title"). */
export function FieldsProvider({
  idPrefix,
  specs,
  children,
}: {
  idPrefix: string;
  specs: FieldSpecs;
  children: ReactNode;
}) {
  return <FieldsContext.Provider value={{ idPrefix, specs }}>{children}</FieldsContext.Provider>;
}

/** Everything a control of field `name` needs: its id, spec, error and props (register + aria). */
export function useFieldControl(name: string, hintOverride?: ReactNode) {
  const fields = useContext(FieldsContext);
  if (!fields) throw new Error('Campos de formulário precisam de <FieldsProvider>.');
  const spec = fields.specs[name];
  if (!spec) throw new Error(`Campo sem rótulo: ${name}`);
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const hint = hintOverride ?? spec.hint;
  const id = `${fields.idPrefix}-${name}`;
  return { id, label: spec.label, hint, error, props: { ...controlProps(id, error, hint), ...register(name) } };
}

type FieldProps = { name: string; hint?: ReactNode; wide?: boolean };

function Row({ wide, children }: { wide?: boolean; children: ReactNode }) {
  return wide ? <Wide>{children}</Wide> : <>{children}</>;
}

export function TextField({
  name,
  hint,
  wide,
  formatOnBlur,
  ...input
}: FieldProps &
  InputHTMLAttributes<HTMLInputElement> & {
    /** Rewrites what was typed in its usual form when the field is left (a CNPJ's punctuation). */
    formatOnBlur?: (text: string) => string;
  }) {
  const f = useFieldControl(name, hint);
  const { setValue } = useFormContext();
  const onBlur: typeof f.props.onBlur = formatOnBlur
    ? (event) => {
        const formatted = formatOnBlur(event.target.value);
        if (formatted !== event.target.value) setValue(name, formatted, { shouldDirty: true });
        return f.props.onBlur(event);
      }
    : f.props.onBlur;
  return (
    <Row wide={wide}>
      <Field id={f.id} label={f.label} hint={f.hint} error={f.error}>
        <Input placeholder={useSpecPlaceholder(name)} {...input} {...f.props} onBlur={onBlur} />
      </Field>
    </Row>
  );
}

export function TextAreaField({
  name,
  hint,
  wide,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const f = useFieldControl(name, hint);
  return (
    <Row wide={wide}>
      <Field id={f.id} label={f.label} hint={f.hint} error={f.error}>
        <Textarea rows={4} placeholder={useSpecPlaceholder(name)} {...input} {...f.props} />
      </Field>
    </Row>
  );
}

/** A text input with its unit at an end ("ha", "R$" first with `unitFirst`). */
export function UnitField({
  name,
  hint,
  wide,
  unit,
  unitFirst,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { unit: string; unitFirst?: boolean }) {
  const f = useFieldControl(name, hint);
  return (
    <Row wide={wide}>
      <Field id={f.id} label={f.label} hint={f.hint} error={f.error}>
        <InputWithUnit unit={unit} unitFirst={unitFirst} {...input} {...f.props} />
      </Field>
    </Row>
  );
}

export function SelectField({
  name,
  hint,
  wide,
  options,
  placeholder,
}: FieldProps & {
  options: readonly SelectOption[];
  /** The first, empty choice; null for a select that always has a value. */
  placeholder: string | null;
}) {
  const f = useFieldControl(name, hint);
  return (
    <Row wide={wide}>
      <Field id={f.id} label={f.label} hint={f.hint} error={f.error}>
        <Select options={options} placeholder={placeholder ?? undefined} {...f.props} />
      </Field>
    </Row>
  );
}

/** A checkbox with its label on the right and the spec's hint under it. */
export function CheckField({ name, wide }: { name: string; wide?: boolean }) {
  const fields = useContext(FieldsContext);
  const spec = fields?.specs[name];
  const { register } = useFormContext();
  if (!spec) throw new Error(`Campo sem rótulo: ${name}`);
  return (
    <Row wide={wide}>
      <CheckboxField label={spec.label} hint={spec.hint}>
        {(id, hintId) => (
          <input
            id={id}
            type="checkbox"
            aria-describedby={hintId}
            className="mt-1 h-5 w-5 shrink-0 accent-primary"
            {...register(name)}
          />
        )}
      </CheckboxField>
    </Row>
  );
}

function useSpecPlaceholder(name: string): string | undefined {
  return useContext(FieldsContext)?.specs[name]?.placeholder;
}
