// A confirmation that works only once something is typed (a word, the name of what is deleted): for what cannot be
// undone, such as deleting an account or an organisation. What was typed is cleared whenever the dialog closes.
import { useState, type HTMLAttributes } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { InputField } from './input-field';

export function TypedConfirmDialog({
  inputId,
  inputLabel,
  matches,
  autoCapitalize,
  onOpenChange,
  ...dialog
}: Omit<ConfirmDialogProps, 'children' | 'confirmDisabled'> & {
  inputId: string;
  inputLabel: string;
  /** Whether what was typed confirms. */
  matches: (typed: string) => boolean;
  autoCapitalize?: HTMLAttributes<HTMLInputElement>['autoCapitalize'];
}) {
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog
      {...dialog}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setTyped('');
      }}
      confirmDisabled={!matches(typed)}
    >
      <InputField
        id={inputId}
        label={inputLabel}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        spellCheck={false}
      />
    </ConfirmDialog>
  );
}
