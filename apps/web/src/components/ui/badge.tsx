import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'info' | 'warning' | 'danger';

// Tinted backgrounds drawn from the theme's own colours, so every theme and mode keeps its contrast.
const tones: Record<BadgeTone, string> = {
  neutral: 'border-border bg-surface-2 text-muted',
  success: 'border-transparent bg-accent text-accent-fg',
  info: 'border-primary/40 bg-primary/10 text-fg',
  warning: 'border-amber-500/40 bg-amber-500/15 text-fg',
  danger: 'border-danger/40 bg-danger-soft text-fg',
};

/** A short status label ("Publicado", "Ativo"…). */
export function Badge({
  tone = 'neutral',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex h-6 shrink-0 items-center gap-1 rounded-full border px-2.5 text-xs font-semibold whitespace-nowrap ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
