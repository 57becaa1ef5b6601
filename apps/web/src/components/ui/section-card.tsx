import type { ReactNode, Ref } from 'react';
import { Card } from './page';

/**
 * A titled card of a screen (wallet, tokens, account); the heading names the region for assistive technology. With a `ref` (see
 * useReveal) the card can take the focus, to bring it to the person after an action.
 */
export function SectionCard({
  id,
  title,
  description,
  children,
  className = '',
  ref,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      aria-labelledby={id}
      className={`rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-ring ${className}`.trim()}
    >
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
