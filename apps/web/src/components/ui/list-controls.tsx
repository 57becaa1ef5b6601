// Search, order and pagination of the list screens. The values live in the address (lib/list-params).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Input } from './field';
import { SearchIcon } from './more-icons';
import { Select, type SelectOption } from './select';

/** Waits for a pause in typing (300 ms) before searching, so each key does not fetch a page. */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchField({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The address changed elsewhere (Back button, a link): show what is searched now.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="relative">
        <SearchIcon
          width={18}
          height={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="pl-10"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              sent.current = text.trim();
              onSearch(text.trim());
            }
          }}
        />
      </div>
    </div>
  );
}

export function SortSelect<S extends string>({
  value,
  options,
  onChange,
}: {
  value: S;
  options: readonly (SelectOption & { value: S })[];
  onChange: (sort: S) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:w-64">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        Ordenar por
      </label>
      <Select id={id} value={value} options={options} onChange={(e) => onChange(e.target.value as S)} />
    </div>
  );
}

/** Search and order side by side (stacked on phones). */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">{children}</div>;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Anterior" · "Página X de Y" · "Próxima"; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Paginação" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Anterior
      </Button>
      <p className="text-sm font-medium text-muted" aria-live="polite">
        Página {Math.min(page, pages)} de {pages}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Próxima
      </Button>
    </nav>
  );
}
