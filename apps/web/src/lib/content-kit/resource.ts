// A content resource described once: its form (domain schemas, field table, values ↔ record), its list (sorts from the
// domain's list query, the card) and its texts. The kit (this folder; the screens in app/content/project-child-routes)
// turns it into the list, the create/edit screens in editor mode with drafts and conflict reload, and delete.
import type { ComponentType, ReactNode, SVGProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { pipeToRequest } from '../form-fields';
import type { Listed } from './listed';
import type { ProjectChildApi, ProjectRow } from './project-child-api';
import type { Noun, ProjectChildKind } from './project-child-kind';

export type { Noun } from './project-child-kind';

export interface FieldSpec {
  label: string;
  hint?: ReactNode;
  placeholder?: string;
}

export type FieldSpecs<Name extends string = string> = Record<Name, FieldSpec>;

/** How a record is typed in: the form's text values, the domain's create and update requests at their end. */
export interface FormSpec<T, V extends FieldValues> {
  /** The controls' ids start with it ("event" → "event-title"). */
  idPrefix: string;
  fields: FieldSpecs<Exclude<Extract<keyof V, string>, 'version'>>;
  create: z.ZodType<unknown, V>;
  update: z.ZodType<unknown, V>;
  empty: V;
  fromItem: (item: T) => V;
  /** The sections of the form, made of one-line fields. */
  Body: ComponentType<{ item?: T }>;
}

/**
 * The form schemas of a resource: each field converts its text on its own, then the domain's create/update request
 * applies the API's rules (see pipeToRequest). `version` travels only in updates.
 */
export function formSchemas<F extends z.ZodObject<{ version: z.ZodOptional<z.ZodNumber> }>>(
  fields: F,
  create: z.ZodType,
  update: z.ZodType,
) {
  const creation = fields.omit({ version: true } as never) as unknown as F;
  return {
    create: pipeToRequest(creation, create) as unknown as z.ZodType<unknown, z.input<F>>,
    update: pipeToRequest(fields, update) as unknown as z.ZodType<unknown, z.input<F>>,
  };
}

export interface SortChoice<S extends string> {
  value: S;
  label: string;
}

export interface Sorts<S extends string> {
  options: SortChoice<S>[];
  values: S[];
  default: S;
}

/**
 * A list's orders, typed by the domain's list query (only sorts the API accepts) and starting from its default.
 * The labels name the orders offered, in the order shown.
 */
export function sortsOf<S extends string>(
  listQuery: z.ZodObject<{ sort: z.ZodDefault<z.ZodType<S>> }>,
  labels: Partial<Record<S, string>>,
): Sorts<S> {
  const options = (Object.entries(labels) as [S, string][]).map(([value, label]) => ({ value, label }));
  return {
    options,
    values: options.map((o) => o.value),
    default: listQuery.shape.sort.parse(undefined),
  };
}

export interface CardProps<T> {
  /** The row as the list answered it, with its cover. */
  item: Listed<T>;
  editHref: string;
  onDelete: () => Promise<unknown>;
  /** After the delete's toast (the route refreshes what other features show of it). */
  onDeleted?: () => void;
  /** Seen but not changed by this person (a leitor of the row's organisation): no Editar nor Excluir. */
  readOnly?: boolean;
  /** The list's words, for the buttons' accessible names and the delete toast. */
  noun: Noun;
}

/** Classes of a list: items one under the other, or two per row. */
export const listLayout = {
  stack: 'flex flex-col gap-4',
  grid: 'grid gap-4 md:grid-cols-2',
  wideGrid: 'grid gap-4 lg:grid-cols-2',
} as const;

export interface ListSpec<T, S extends string> {
  sorts: Sorts<S>;
  searchPlaceholder: string;
  /** Classes of the list (items one under the other, or a grid). */
  layout: string;
  empty: { icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; text: ReactNode };
  /** A row of the list; `onDelete` deletes it (the kit's mutation), `editHref` opens its form. */
  Card: ComponentType<CardProps<T>>;
}

/**
 * A resource that lives inside a project (posts, events, products): /v1/projects/:projectId/<kind.key>. Its `kind`
 * (project-child-kind.ts) is what the rest of the app knows of it; this is what its screens add, loaded with them.
 */
export interface ProjectChildResource<T extends ProjectRow, V extends FieldValues, S extends string> {
  kind: ProjectChildKind;
  api: ProjectChildApi<T>;
  /** What names a record in titles, toasts and the delete dialog. */
  name: (item: T) => string;
  form: FormSpec<T, V>;
  list: ListSpec<T, S>;
  texts: {
    listDescription: string;
    createDescription: string;
    /** Asked on the top-level create path, before the project is chosen ("Em qual projeto será o evento?"). */
    createPickerQuestion?: string;
    created: (item: T) => { title: string; description: string };
  };
}
