// The frame of a list's card: the name linking to the form, a badge, the resource's own lines, Editar and Excluir
// (none for a row the person may only read).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import type { Picture } from '@raiz/domain';
import { DeleteAction } from '../../components/ui/delete-action';
import { CardCover } from './card-cover';
import type { Noun } from './resource';

/** A card's top: its name linking to `href`, what `children` say under it, and a badge on the right. */
export function CardHeading({
  name,
  href,
  badge,
  children,
}: {
  name: string;
  href: string;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold break-words text-fg">
          <Link to={href} className="rounded-sm underline-offset-4 hover:underline">
            {name}
          </Link>
        </h2>
        {children}
      </div>
      {badge}
    </div>
  );
}

export function ResourceCard({
  name,
  href,
  editHref,
  noun,
  deleteDescription,
  onDelete,
  onDeleted,
  badge,
  subtitle,
  actions,
  fill = false,
  readOnly = false,
  cover,
  description,
  children,
}: {
  name: string;
  /** Where the name links to (default: the form). */
  href?: string;
  editHref: string;
  /** Completes the buttons' accessible names ("Editar o evento Mutirão") and titles the toast after a delete
   * ("Evento excluído"). Spread a card's CardProps (all but `item`) to pass it with the rest. */
  noun: Noun;
  /** The delete dialog's text (default: "Esta ação não pode ser desfeita."). */
  deleteDescription?: string;
  onDelete: () => Promise<unknown>;
  onDeleted?: () => void;
  badge?: ReactNode;
  /** A line under the name. */
  subtitle?: ReactNode;
  /** Buttons before Editar. */
  actions?: ReactNode;
  /** Fills its grid cell, with the buttons at the bottom. */
  fill?: boolean;
  /** Seen but not changed by this person (a leitor of its organisation): no Editar nor Excluir. */
  readOnly?: boolean;
  /** The item's first image, across the top (from the list's answer). */
  cover?: Picture | null;
  /** The item's own text, after the resource's lines, cut at three lines (none when blank). */
  description?: string;
  children?: ReactNode;
}) {
  const kindLabel = `o ${noun.one}`;
  return (
    <article
      className={`rounded-2xl border border-border bg-surface p-5 shadow-sm ${fill ? 'flex h-full flex-col' : ''}`}
    >
      <CardCover cover={cover} />
      <CardHeading name={name} href={href ?? editHref} badge={badge}>
        {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
      </CardHeading>
      {children}
      {description && <p className="mt-3 line-clamp-3 whitespace-pre-line text-fg">{description}</p>}
      <div className={`flex flex-wrap items-center gap-2 ${fill ? 'mt-auto pt-4' : 'mt-4'}`}>
        {actions}
        {!readOnly && (
          <>
            <ButtonLink to={editHref} variant="outline" size="sm">
              Editar<span className="sr-only"> {`${kindLabel} ${name}`}</span>
            </ButtonLink>
            <DeleteAction
              name={name}
              kindLabel={kindLabel}
              description={deleteDescription}
              onDelete={onDelete}
              onDeleted={onDeleted}
              success={{ title: `${noun.One} excluído`, description: `“${name}” foi excluído.` }}
            />
          </>
        )}
      </div>
    </article>
  );
}
