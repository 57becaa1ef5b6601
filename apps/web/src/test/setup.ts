import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Route modules load lazily (transformed on first import in tests): give findBy* some room.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no scrolling; the page transition scrolls to the top.
window.scrollTo = () => {};

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
