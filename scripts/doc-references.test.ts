// References from the code to docs/ cannot drift: every "docs/<page>.md §N" names a page that has a heading numbered
// N, every "docs/<page>.md#anchor" an existing heading, and no file cites documents kept outside the repository (the
// product specification as "spec §N", the design notes as "DESIGN.md"). A comment may point to docs/, nowhere else.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const docsDir = path.join(root, 'docs');

// The repository's sources: the workspaces, e2e, scripts, benchmarks, contracts, the root's own files, and docs/.
const sourceFolders = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'contracts', 'docs'];
const sourceExtensions = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|md)$/;
const skippedFolders = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  '.out',
  'data',
  'coverage',
]);
// These two name the old forms on purpose (the rule below, and the one-off that rewrites them).
const namingTheOldForms = new Set(['scripts/doc-references.test.ts', 'scripts/rewrite-doc-references.mjs']);

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || skippedFolders.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return sourceExtensions.test(entry.name) ? [full] : [];
  });
}

const rootFiles = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isFile() && sourceExtensions.test(entry.name))
  .map((entry) => path.join(root, entry.name));
const files = [
  ...rootFiles,
  ...sourceFolders.filter((f) => fs.existsSync(path.join(root, f))).flatMap((f) => walk(path.join(root, f))),
].map((full) => ({ file: path.relative(root, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') }));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

interface Page {
  numbers: Set<string>;
  anchors: Set<string>;
}

/** The section numbers ("3", "3.1") and anchors of a Markdown page's headings (code blocks left out). */
function readPage(text: string): Page {
  const numbers = new Set<string>();
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const heading = !inCode && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const title = heading[1]!;
    const number = /^(\d+(?:\.\d+)*)\.?(?:\s|$)/.exec(title);
    if (number) numbers.add(number[1]!);
    const base = slug(title);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return { numbers, anchors };
}

const pages = new Map<string, Page | null>();
function page(name: string): Page | null {
  if (!pages.has(name)) {
    const full = path.join(docsDir, name);
    pages.set(name, fs.existsSync(full) ? readPage(fs.readFileSync(full, 'utf8')) : null);
  }
  return pages.get(name)!;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

// "docs/design.md §3.3", and the sections chained after it: "§2/§4", "§3–§4", "§4 and §9", "§2, §5".
const sectionReference = /docs\/([\w./-]+\.md) §(\d+(?:\.\d+)*)((?:\s*(?:\/|–|-|,|and|e)\s*§\d+(?:\.\d+)*)*)/g;
const anchorReference = /docs\/([\w./-]+\.md)#([\p{L}\p{N}_-]+)/gu;

describe('references to docs/', () => {
  it('finds the sources it checks', () => {
    expect(files.some((f) => f.file === 'apps/web/src/app/route-table.tsx')).toBe(true);
    expect(files.some((f) => f.file.startsWith('packages/domain/src/'))).toBe(true);
    expect(files.some((f) => f.file.includes('node_modules'))).toBe(false);
  });

  it('reads numbered headings and anchors', () => {
    const sample = readPage(
      '# Title\n## 2. Screens and routes\n### 3.1 Where login returns\n```\n## 9. not a heading\n```\n',
    );
    expect([...sample.numbers]).toEqual(['2', '3.1']);
    expect(sample.anchors).toEqual(new Set(['title', '2-screens-and-routes', '31-where-login-returns']));
  });

  it('every "docs/<page>.md §N" names a page with a heading numbered N', () => {
    const broken: string[] = [];
    for (const { file, text } of files) {
      for (const match of text.matchAll(sectionReference)) {
        const [, name, first, chained] = match;
        const numbers = [first!, ...[...chained!.matchAll(/§(\d+(?:\.\d+)*)/g)].map((m) => m[1]!)];
        const target = page(name!);
        const where = `${file}:${lineOf(text, match.index)}`;
        if (!target) broken.push(`${where}: docs/${name} does not exist`);
        else
          for (const n of numbers)
            if (!target.numbers.has(n)) broken.push(`${where}: docs/${name} has no section ${n}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every "docs/<page>.md#anchor" names an existing heading', () => {
    const broken: string[] = [];
    for (const { file, text } of files) {
      for (const match of text.matchAll(anchorReference)) {
        const [, name, anchor] = match;
        const target = page(name!);
        const where = `${file}:${lineOf(text, match.index)}`;
        if (!target) broken.push(`${where}: docs/${name} does not exist`);
        else if (!target.anchors.has(anchor!.toLowerCase()))
          broken.push(`${where}: docs/${name} has no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('no source cites the specification ("spec §N") or DESIGN.md, which are not in the repository', () => {
    // Until the references are moved: node scripts/rewrite-doc-references.mjs (docs/ARCHITECTURE.md says more).
    const citing = files
      .filter(({ file }) => !namingTheOldForms.has(file))
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .flatMap((line, i) => (/\bspec §/i.test(line) || /\bDESIGN\.md\b/.test(line) ? [`${file}:${i + 1}`] : [])),
      );
    expect(citing).toEqual([]);
  });
});
