import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { Button, type ButtonProps } from './button';
import { CheckIcon } from './icons';

/**
 * Copies `value` to the clipboard; the button confirms with "Copiado" for a moment. `label` names what is copied;
 * `text` is what the button reads before ("Copiar").
 */
export function CopyButton({
  value,
  label,
  text = 'Copiar',
  ...props
}: { value: string; label: string; text?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast({
        title: 'Não foi possível copiar.',
        description: 'Selecione o texto e copie manualmente.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={copied ? `${label} copiado` : `Copiar ${label}`}
      onClick={() => void copy()}
      {...props}
    >
      {copied ? (
        <>
          <CheckIcon width={16} height={16} /> Copiado
        </>
      ) : (
        text
      )}
    </Button>
  );
}
