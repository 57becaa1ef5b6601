import fs from 'node:fs';

/** Debian's Chromium, or the browser CHROME_PATH names; undefined when there is none. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p) => p && fs.existsSync(p));
}

/** The switches every headless run here starts Chromium with: no sandbox, GPU, background traffic or first-run pages. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
