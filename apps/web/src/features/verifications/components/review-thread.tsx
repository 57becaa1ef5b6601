// The request's thread (docs/design.md §8): messages of both sides; the verifier may ask for clarification (the
// request then waits for the author), and the author answers in the same thread.
import { useWatch } from 'react-hook-form';
import { formatDateTime, postVerificationMessageInputSchema, type VerificationRequest } from '@raiz/domain';
import { Field, Textarea, controlProps } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { usePostVerificationMessage } from '../api/verifications-api';

function MessageForm({ request }: { request: VerificationRequest }) {
  const post = usePostVerificationMessage(request.id);
  const { register, submit, control, errors, isSubmitting } = useActionForm({
    schema: postVerificationMessageInputSchema,
    defaultValues: { text: '', requestClarification: false },
    action: async (input, form) => {
      await post.mutateAsync(input);
      toast({ title: input.requestClarification ? 'Esclarecimento pedido' : 'Mensagem enviada' });
      form.reset();
    },
    onError: (error, form) => applyServerErrors(error, ['text'], form.setError),
  });
  const clarification = useWatch({ control, name: 'requestClarification' });
  const asVerifier = request.side === 'verifier';
  const textError = errors.text?.message;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Escrever mensagem">
      <Field id="thread-text" label={asVerifier ? 'Mensagem ao autor' : 'Resposta à verificadora'} error={textError}>
        <Textarea rows={3} maxLength={4000} {...controlProps('thread-text', textError)} {...register('text')} />
      </Field>
      {request.can.requestClarification && (
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" className="h-4 w-4 accent-primary" {...register('requestClarification')} />
          Pedir esclarecimento: a análise aguarda a resposta do autor
        </label>
      )}
      <FormFooter
        errors={errors}
        pending={isSubmitting}
        label={clarification ? 'Pedir esclarecimento' : asVerifier ? 'Enviar mensagem' : 'Responder'}
        pendingLabel="Enviando..."
        variant="outline"
      />
    </form>
  );
}

export function ReviewThread({ request }: { request: VerificationRequest }) {
  const canWrite = request.side === 'verifier' ? request.can.review : request.can.answer;
  return (
    <div className="flex flex-col gap-4">
      {request.messages.length === 0 ? (
        <p className="text-sm text-muted">Nenhuma mensagem ainda.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Mensagens">
          {request.messages.map((m) => (
            <li
              key={m.id}
              className={`rounded-xl border border-border p-3 ${m.side === 'verifier' ? 'bg-accent/40' : 'bg-surface-2/40'}`}
            >
              <p className="text-sm text-muted">
                <span className="font-semibold text-fg">{m.authorName}</span> (
                {m.side === 'verifier' ? 'verificadora' : 'autor'}) · {formatDateTime(m.at)}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-fg">{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      {canWrite && <MessageForm request={request} />}
    </div>
  );
}
