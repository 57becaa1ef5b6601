// Placeholder of the project and report forms until their features arrive: a small draft kept in this browser,
// wired to the shared editor mode exactly as the real forms will be (header "Salvar", thin bar, Cancelar/Salvar).
import { useId, useRef, useState } from 'react';
import { Field, Input, Textarea, describedBy } from '../../components/ui/field';
import { useEditorMode } from '../../lib/editor-mode';
import { toast } from '../../lib/toast';

interface Draft {
  title: string;
  summary: string;
}

const texts = {
  project: { title: 'Nome do projeto', summary: 'Descrição', editing: 'Editando projeto — alterações não salvas' },
  report: { title: 'Título do relatório', summary: 'Resumo', editing: 'Editando relatório — alterações não salvas' },
} as const;

function readDraft(key: string): Draft {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Draft> | null;
    return { title: String(saved?.title ?? ''), summary: String(saved?.summary ?? '') };
  } catch {
    return { title: '', summary: '' };
  }
}

export function DraftForm({ kind, recordId }: { kind: 'project' | 'report'; recordId?: string }) {
  const storageKey = `raiz-rascunho-${kind}${recordId ? `-${recordId}` : ''}`;
  const label = texts[kind];
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState<Draft>(() => readDraft(storageKey));
  const [values, setValues] = useState<Draft>(saved);
  const [error, setError] = useState<string | null>(null);
  const dirty = values.title !== saved.title || values.summary !== saved.summary;

  const { save } = useEditorMode({
    text: label.editing,
    active: dirty,
    onSave: () => {
      if (values.title.trim().length < 3) {
        setError('Informe pelo menos 3 caracteres.');
        titleRef.current?.focus();
        return;
      }
      localStorage.setItem(storageKey, JSON.stringify(values));
      setSaved(values);
      setError(null);
      toast({ title: 'Rascunho salvo', description: 'Ele fica guardado neste navegador até o cadastro completo ficar pronto.' });
    },
    onCancel: () => {
      setValues(saved);
      setError(null);
    },
  });

  const titleId = `${id}-title`;
  return (
    <form
      noValidate
      aria-label={`Rascunho: ${label.title.toLowerCase()}`}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field id={titleId} label={label.title} error={error}>
        <Input
          ref={titleRef}
          id={titleId}
          value={values.title}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(titleId, { error })}
          onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
        />
      </Field>
      <Field id={`${id}-summary`} label={label.summary}>
        <Textarea
          id={`${id}-summary`}
          value={values.summary}
          onChange={(e) => setValues((v) => ({ ...v, summary: e.target.value }))}
        />
      </Field>
    </form>
  );
}
