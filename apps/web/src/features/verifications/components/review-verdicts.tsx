// The verdict per section (docs/design.md §8): Indicadores, Evidências, Localização, Metodologia — "Conforme",
// "Não conforme" or "Não avaliado", with a comment; saved until signed. Read-only for whoever may not review.
import {
  saveVerdictsInputSchema,
  verdictLabels,
  verdicts,
  verificationSectionLabels,
  verificationSections,
  type SaveVerdictsInput,
  type VerificationRequest,
} from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { Field, Textarea, controlProps } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { useSaveVerdicts } from '../api/verifications-api';

const initial = (request: VerificationRequest): SaveVerdictsInput => ({
  verdicts: verificationSections.map((section) => {
    const saved = request.verdicts.find((v) => v.section === section);
    return { section, verdict: saved?.verdict ?? 'not_evaluated', comment: saved?.comment ?? '' };
  }),
});

function VerdictsForm({ request }: { request: VerificationRequest }) {
  const save = useSaveVerdicts(request.id);
  const { register, submit, errors, isSubmitting } = useActionForm({
    schema: saveVerdictsInputSchema,
    defaultValues: initial(request),
    action: async (input) => {
      await save.mutateAsync(input);
      toast({ title: 'Pareceres salvos' });
    },
    onError: (error, form) => applyServerErrors(error, [], form.setError),
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Pareceres">
      {verificationSections.map((section, i) => {
        const commentError = errors.verdicts?.[i]?.comment?.message;
        const id = `verdict-${section}`;
        return (
          <fieldset key={section} className="flex flex-col gap-2 rounded-xl border border-border p-3">
            <legend className="px-1 font-semibold text-fg">{verificationSectionLabels[section]}</legend>
            <input type="hidden" {...register(`verdicts.${i}.section`)} />
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {verdicts.map((v) => (
                <label key={v} className="flex items-center gap-2 text-fg">
                  <input
                    type="radio"
                    value={v}
                    className="h-4 w-4 accent-primary"
                    {...register(`verdicts.${i}.verdict`)}
                  />
                  {verdictLabels[v]}
                </label>
              ))}
            </div>
            <Field
              id={id}
              label={`Comentário sobre ${verificationSectionLabels[section].toLowerCase()}`}
              error={commentError}
            >
              <Textarea
                rows={2}
                maxLength={4000}
                {...controlProps(id, commentError)}
                {...register(`verdicts.${i}.comment`)}
              />
            </Field>
          </fieldset>
        );
      })}
      <FormFooter
        errors={errors}
        pending={isSubmitting}
        label="Salvar pareceres"
        pendingLabel="Salvando..."
        variant="outline"
      />
    </form>
  );
}

export function ReviewVerdicts({ request }: { request: VerificationRequest }) {
  if (request.can.review) return <VerdictsForm request={request} />;
  const saved = initial(request).verdicts;
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      {saved.map((v) => (
        <div key={v.section} className="rounded-lg border border-border p-3">
          <dt className="flex items-center justify-between gap-2 font-semibold text-fg">
            {verificationSectionLabels[v.section]} <Badge>{verdictLabels[v.verdict]}</Badge>
          </dt>
          {v.comment && <dd className="mt-1 text-sm break-words text-muted">{v.comment}</dd>}
        </div>
      ))}
    </dl>
  );
}
