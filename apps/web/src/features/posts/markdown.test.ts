import { describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from './markdown';
import { postExcerpt } from './post-excerpt';

/** The HTML as the browser would build it, to inspect elements and attributes rather than strings. */
function rendered(markdown: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = renderMarkdown(markdown);
  return box;
}

describe('renderMarkdown', () => {
  it('keeps the formatting people write', () => {
    const html = rendered(
      '# Mutirão\n\nPlantamos **120 mudas** e _regamos_ tudo.\n\n- ipê\n- jatobá\n\n1. primeiro\n\n`código`\n\n> citação\n\n[site](https://raiz.dev/x)',
    );
    expect(html.querySelector('h1')?.textContent).toBe('Mutirão');
    expect(html.querySelector('strong')?.textContent).toBe('120 mudas');
    expect(html.querySelector('em')?.textContent).toBe('regamos');
    expect([...html.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['ipê', 'jatobá']);
    expect(html.querySelector('ol li')?.textContent).toBe('primeiro');
    expect(html.querySelector('code')?.textContent).toBe('código');
    expect(html.querySelector('blockquote')).not.toBeNull();
    const link = html.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://raiz.dev/x');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('keeps GFM tables and single line breaks', () => {
    const html = rendered('| espécie | mudas |\n|---|---|\n| ipê | 40 |\n\nlinha 1\nlinha 2');
    expect(html.querySelector('table td')?.textContent).toBe('ipê');
    expect(html.querySelector('br')).not.toBeNull();
  });

  it('never runs <script>, whatever the casing or nesting: raw HTML shows as the text typed', () => {
    const html = rendered(
      'antes\n\n<script>alert(1)</script>\n\n<SCRIPT src="https://mal.example/x.js"></SCRIPT><div><script>alert(2)</script>ok</div>',
    );
    expect(html.querySelector('script, div')).toBeNull();
    expect(html.textContent).toContain('antes');
    expect(html.textContent).toContain('<script>alert(1)</script>');
    expect(html.textContent).toContain('ok');
  });

  it('builds no element with an on* handler, not even inside the sanitizer (a CSP violation in the browser)', () => {
    // Chromium reports script-src-attr as soon as any parser builds an element with an on* attribute, including the
    // DOMParser document DOMPurify sanitizes in: so no string a parser gets may carry one.
    const parsed: string[] = [];
    const parse = DOMParser.prototype.parseFromString;
    const spy = vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
      this: DOMParser,
      source: string,
      type: DOMParserSupportedType,
    ) {
      parsed.push(source);
      return parse.call(this, source, type);
    });
    try {
      const html = rendered(
        '<img src="x.png" onerror="alert(1)"> <a href="https://raiz.dev" onclick="alert(2)" onmouseover="alert(3)">link</a> <svg onload="alert(4)"></svg>\n\n<p onfocus="alert(5)" tabindex="0">p</p>\n\n![foto](x.png "legenda")',
      );
      expect(parsed.length).toBeGreaterThan(0);
      for (const source of parsed) expect(source).not.toMatch(/<[^>]*\son\w+\s*=/i);
      for (const el of html.querySelectorAll('*')) {
        for (const attr of el.getAttributeNames()) expect(attr.startsWith('on')).toBe(false);
      }
      expect(html.textContent).toContain('<img src="x.png" onerror="alert(1)">');
      expect(html.querySelector('img')?.getAttribute('src')).toBe('x.png');
    } finally {
      spy.mockRestore();
    }
  });

  it('drops javascript: (and other script) links but keeps the text', () => {
    const html = rendered(
      '[clique](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">dois</a> <a href="  javascript:alert(3)">três</a> [dados](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) <a href="vbscript:msgbox(1)">vb</a>',
    );
    for (const a of html.querySelectorAll('a')) {
      const href = (a.getAttribute('href') ?? '').replace(/\s/g, '').toLowerCase();
      expect(href.startsWith('javascript:')).toBe(false);
      expect(href.startsWith('data:')).toBe(false);
      expect(href.startsWith('vbscript:')).toBe(false);
    }
    expect(html.textContent).toContain('clique');
    expect(html.textContent).toContain('dois');
  });

  it('removes iframes, forms, styles and embedded objects', () => {
    const html = rendered(
      '<iframe src="https://mal.example"></iframe><form action="https://mal.example"><input name="senha"><button>Enviar</button></form><style>body{display:none}</style><object data="x.swf"></object><p style="position:fixed">texto</p>',
    );
    expect(html.querySelector('iframe, form, input, button, style, object')).toBeNull();
    expect(html.querySelector('p')?.getAttribute('style')).toBeNull();
    expect(html.textContent).toContain('texto');
  });
});

describe('postExcerpt', () => {
  it('reads as plain text', () => {
    expect(postExcerpt('# Título\n\nTexto com **negrito** e [link](https://x.y).\n\n- item')).toBe(
      'Título Texto com negrito e link. item',
    );
    expect(postExcerpt('<script>alert(1)</script>oi')).toBe('oi');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const excerpt = postExcerpt('palavra '.repeat(60), 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith('palavra…')).toBe(true);
  });
});
