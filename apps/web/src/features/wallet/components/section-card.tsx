import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/page';

/** A titled card of the wallet screen; the heading names the region for assistive technology. */
export function SectionCard({
  id,
  title,
  description,
  children,
  className = '',
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Card className="h-full">
        <h2 id={id} className="font-display text-xl font-semibold text-fg">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

/** The form-level error line (server or flow errors that belong to no single field). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
      {message}
    </p>
  );
}
