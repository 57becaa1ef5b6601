// "Mensagem que sua carteira vai assinar": the exact text a signing dialog (certification, a verification's statement)
// signs with the wallet, and how its hash was obtained, shown before the PIN.
export function MessageToSign({
  id,
  message,
  note,
  placeholder,
}: {
  id: string;
  /** The text to sign; null while it cannot be built yet (then `placeholder` says why). */
  message: string | null;
  note: string;
  placeholder?: string;
}) {
  return (
    <div>
      <p className="text-sm font-semibold text-fg" id={id}>
        Mensagem que sua carteira vai assinar
      </p>
      {message !== null ? (
        <>
          <pre
            aria-labelledby={id}
            className="mt-1 overflow-x-auto rounded-lg bg-surface-2 p-3 font-mono text-xs break-all whitespace-pre-wrap text-fg"
          >
            {message}
          </pre>
          <p className="mt-1 text-xs text-muted">{note}</p>
        </>
      ) : (
        <p className="mt-1 rounded-lg bg-surface-2 p-3 text-sm text-muted">{placeholder}</p>
      )}
    </div>
  );
}
