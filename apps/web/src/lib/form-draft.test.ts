import { describe, expect, it, vi } from 'vitest';
import { clearDraft, draftKey, draftToRestore, readDraft, sameValues, writeDraft } from './form-draft';

const blank = { name: '', municipality: '', status: 'planned', version: 3 };

describe('draftKey', () => {
  it('separates people, forms and records', () => {
    expect(draftKey('u1', 'projeto')).toBe('raiz:rascunho:u1:projeto:novo');
    expect(draftKey('u1', 'projeto', 'p9')).toBe('raiz:rascunho:u1:projeto:p9');
    expect(draftKey('u2', 'projeto')).not.toBe(draftKey('u1', 'projeto'));
    expect(draftKey(undefined, 'post:p1')).toBe('raiz:rascunho:anonimo:post:p1:novo');
  });
});

describe('drafts in localStorage', () => {
  it('keeps what was typed with the moment it was written, until cleared', () => {
    const key = draftKey('u1', 'projeto');
    writeDraft(key, { ...blank, name: 'Nascentes' }, new Date('2025-03-01T12:00:00Z'));
    expect(readDraft(key)).toEqual({ values: { ...blank, name: 'Nascentes' }, savedAt: '2025-03-01T12:00:00.000Z' });
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('drops a corrupt entry instead of breaking the form', () => {
    const key = draftKey('u1', 'projeto');
    localStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ values: 'texto' }));
    expect(readDraft(key)).toBeNull();
  });

  it('keeps working when the storage refuses to write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft('k', { a: 1 })).not.toThrow();
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });
});

describe('draftToRestore', () => {
  it('puts the draft over what the form starts with', () => {
    const key = draftKey('u1', 'projeto', 'p1');
    writeDraft(key, { name: 'Mata Viva', version: 2 });
    expect(draftToRestore(key, blank)?.values).toEqual({ ...blank, name: 'Mata Viva', version: 2 });
  });

  it('ignores fields the form no longer has and values of another type', () => {
    const key = draftKey('u1', 'projeto');
    writeDraft(key, { name: 'Mata Viva', removedField: 'x', status: 7 });
    expect(draftToRestore(key, blank)?.values).toEqual({ ...blank, name: 'Mata Viva' });
  });

  it('has nothing to restore when the draft equals the form (and forgets it)', () => {
    const key = draftKey('u1', 'projeto');
    writeDraft(key, { ...blank });
    expect(draftToRestore(key, blank)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    expect(draftToRestore(draftKey('u1', 'nada'), blank)).toBeNull();
  });
});

describe('sameValues', () => {
  it('compares field by field, whatever the key order', () => {
    expect(sameValues({ a: '1', b: true }, { b: true, a: '1' })).toBe(true);
    expect(sameValues({ a: '1' }, { a: '1', b: '' })).toBe(false);
    expect(sameValues({ a: '1' }, { a: '2' })).toBe(false);
  });
});
