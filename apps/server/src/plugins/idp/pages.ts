// The bundled IdP's pages: plain server-rendered HTML in Portuguese, in the app's look (its Floresta theme's colours,
// light or dark as the system is, its fonts and leaf logo; apps/web/src/index.css), readable on a phone, with labelled
// inputs and errors tied to their fields. One small inline style sheet, allowed by its hash in the CSP.
import { createHash } from 'node:crypto';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `
:root{--bg:#f4f6f0;--surface:#fff;--surface-2:#e7eee1;--fg:#17251b;--muted:#4b5d4f;--border:#cbd7c5;--primary:#2d6a3e;
--primary-hover:#245733;--primary-fg:#fff;--ring:#3f8a53;--danger:#b42318;color-scheme:light dark;
--sans:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;
--display:ui-serif,Georgia,Cambria,'Times New Roman',serif}
@media (prefers-color-scheme:dark){:root{--bg:#0e1611;--surface:#152019;--surface-2:#1d2c22;--fg:#e4eee5;--muted:#a3b6a6;
--border:#2c3e31;--primary:#7dc791;--primary-hover:#95d5a6;--primary-fg:#0a1a0f;--ring:#8fd4a2;--danger:#ff8a80}}
*{box-sizing:border-box}
html{background:var(--bg);color:var(--fg);font-family:var(--sans);-webkit-text-size-adjust:100%}
body{margin:0;min-height:100dvh;background:var(--bg);line-height:1.5;-webkit-font-smoothing:antialiased;
display:flex;flex-direction:column;align-items:center;padding:1rem 1rem 2.5rem}
.brand{display:flex;align-items:center;gap:.5rem;align-self:stretch;max-width:28rem;width:100%;margin:0 auto 1.5rem;
color:var(--fg);text-decoration:none}
.brand .mark{display:flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border-radius:.75rem;
background:var(--primary);color:var(--primary-fg)}
.brand svg{width:1.25rem;height:1.25rem}
.brand span:last-child{font-family:var(--display);font-size:1.25rem;font-weight:600;letter-spacing:-.025em}
main{width:100%;max-width:28rem;background:var(--surface);border:1px solid var(--border);border-radius:1.5rem;
padding:1.5rem;box-shadow:0 1px 2px rgb(0 0 0/.05)}
@media (min-width:40rem){main{padding:2rem}body{padding-top:2.5rem}}
h1{font-family:var(--display);font-size:1.875rem;line-height:1.2;font-weight:600;letter-spacing:-.025em;margin:0 0 .5rem}
p.lead{margin:0 0 1.5rem;color:var(--muted)}
.field{margin-bottom:1rem}
label{display:block;font-size:.875rem;font-weight:600;margin-bottom:.375rem}
input{display:block;width:100%;height:2.75rem;padding:0 .75rem;font:inherit;color:var(--fg);background:var(--surface);
border:1px solid var(--border);border-radius:.5rem}
input:hover{border-color:var(--muted)}
input:focus-visible{border-color:var(--primary)}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{font-size:.875rem;color:var(--muted);margin:.25rem 0 0}
.error{font-size:.875rem;font-weight:500;color:var(--danger);margin:.25rem 0 0}
.alert{border:1px solid var(--danger);color:var(--danger);border-radius:.75rem;padding:.75rem 1rem;margin:0 0 1rem;font-weight:500}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;height:3rem;padding:0 1.5rem;
font:inherit;font-weight:600;text-align:center;text-decoration:none;color:var(--primary-fg);background:var(--primary);
border:0;border-radius:.5rem;cursor:pointer;box-shadow:0 1px 2px rgb(0 0 0/.05)}
button:hover,.button:hover{background:var(--primary-hover)}
a{color:var(--primary);font-weight:500;text-underline-offset:4px}
:focus-visible{outline:3px solid var(--ring);outline-offset:2px}
.switch{margin:1.25rem 0 0;text-align:center;font-size:.875rem;color:var(--muted)}
.privacy{font-size:.875rem;color:var(--muted);margin:0 0 1rem}
`;

/** The CSP source that allows the pages' one inline style sheet, and nothing else inline. */
export const pageStyleHash = `'sha256-${createHash('sha256').update(styles).digest('base64')}'`;

// The app's logo: its leaf (components/ui/icons.tsx) on the primary colour, beside "Raiz" in the display font.
const logo = `<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"
stroke-linejoin="round"><path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10Z"/>
<path d="M2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12"/></svg>`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · Raiz</title>
<style>${styles}</style>
</head>
<body>
<header class="brand"><span class="mark">${logo}</span><span>Raiz</span></header>
<main>
${body}
</main>
</body>
</html>`;
}

interface FieldOptions {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  inputmode?: string;
}

function field(f: FieldOptions): string {
  const described = [f.hint ? `${f.name}-hint` : '', f.error ? `${f.name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${f.name}">${escapeHtml(f.label)}</label>
<input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}"${
    f.inputmode ? ` inputmode="${f.inputmode}"` : ''
  }${f.value ? ` value="${escapeHtml(f.value)}"` : ''}${f.error ? ' aria-invalid="true"' : ''}${
    described ? ` aria-describedby="${described}"` : ''
  } required>
${f.hint ? `<p class="hint" id="${f.name}-hint">${escapeHtml(f.hint)}</p>` : ''}${
    f.error ? `<p class="error" id="${f.name}-error">${escapeHtml(f.error)}</p>` : ''
  }
</div>`;
}

export function signInPage(options: { uid: string; email?: string; error?: string }): string {
  const base = `/idp/interaction/${encodeURIComponent(options.uid)}`;
  return layout(
    'Entrar',
    `<h1>Entrar</h1>
<p class="lead">Use seu e-mail e senha para acessar a Raiz.</p>
${options.error ? `<p class="alert" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${base}/login" novalidate>
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'username', value: options.email })}
${field({ name: 'password', label: 'Senha', type: 'password', autocomplete: 'current-password' })}
<button type="submit">Entrar</button>
</form>
<p class="switch">Ainda não tem conta? <a href="${base}/cadastro">Criar conta</a></p>`,
  );
}

export interface SignUpValues {
  name?: string;
  email?: string;
  cpf?: string;
}

export function signUpPage(options: {
  uid: string;
  /** The app's privacy page (/privacidade), linked before the button. */
  privacyUrl: string;
  values?: SignUpValues;
  errors?: Partial<Record<'name' | 'email' | 'cpf' | 'password' | 'passwordConfirmation', string>>;
}): string {
  const base = `/idp/interaction/${encodeURIComponent(options.uid)}`;
  const v = options.values ?? {};
  const e = options.errors ?? {};
  const hasErrors = Object.values(e).some(Boolean);
  return layout(
    'Criar conta',
    `<h1>Criar conta</h1>
<p class="lead">Preencha seus dados para começar a usar a Raiz.</p>
${hasErrors ? '<p class="alert" role="alert">Verifique os campos destacados.</p>' : ''}
<form method="post" action="${base}/cadastro" novalidate>
${field({ name: 'name', label: 'Nome completo', type: 'text', autocomplete: 'name', value: v.name, error: e.name })}
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', value: v.email, error: e.email })}
${field({ name: 'cpf', label: 'CPF', type: 'text', autocomplete: 'off', inputmode: 'numeric', value: v.cpf, error: e.cpf, hint: 'Somente números ou no formato 000.000.000-00.' })}
${field({ name: 'password', label: 'Senha', type: 'password', autocomplete: 'new-password', error: e.password, hint: 'Pelo menos 10 caracteres.' })}
${field({ name: 'passwordConfirmation', label: 'Confirmar senha', type: 'password', autocomplete: 'new-password', error: e.passwordConfirmation })}
<p class="privacy">Veja o que a Raiz guarda sobre você, por quê e como exercer seus direitos na <a href="${escapeHtml(options.privacyUrl)}" target="_blank" rel="noopener">página de privacidade</a> (abre em outra aba).</p>
<button type="submit">Criar conta</button>
</form>
<p class="switch">Já tem conta? <a href="${base}">Entrar</a></p>`,
  );
}

/** A dead end (expired login, too many attempts, provider error) with the way back to the app. */
export function messagePage(options: { title: string; message: string; backUrl: string }): string {
  return layout(
    options.title,
    `<h1>${escapeHtml(options.title)}</h1>
<p class="lead" role="alert">${escapeHtml(options.message)}</p>
<a class="button" href="${escapeHtml(options.backUrl)}">Voltar à Raiz</a>`,
  );
}
