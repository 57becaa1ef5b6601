import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB, which browsers have (the outbox keeps its items there: features/outbox). This is only the
// engine; what the app stores and reads in it is what the tests check.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Route modules load lazily (transformed on first import in tests): give findBy* some room.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no scrolling; the page transition scrolls to the top.
window.scrollTo = () => {};

// jsdom 26's Blob has no text()/arrayBuffer(); browsers have had them for years, and on Node 24 a fetch
// Response.blob() answers jsdom's Blob. Read it the way jsdom can: through its FileReader.
function readBlob<T extends 'readAsText' | 'readAsArrayBuffer'>(blob: Blob, how: T): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader[how](blob);
  });
}
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return readBlob(this, 'readAsText') as Promise<string>;
  };
}
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return readBlob(this, 'readAsArrayBuffer') as Promise<ArrayBuffer>;
  };
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.className = '';
});

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
