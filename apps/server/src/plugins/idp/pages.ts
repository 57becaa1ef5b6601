// The bundled IdP's pages: plain server-rendered HTML in Portuguese, styled like the app (forest green on an
// earthy background), readable on a phone, with labelled inputs and errors tied to their fields.
import { createHash } from 'node:crypto';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `
:root{--bg:#f4efe6;--card:#fffdf8;--text:#24302a;--muted:#5b6b60;--brand:#2d6a4f;--brand-dark:#1b4332;
--border:#d8cfbf;--error:#b42318;--focus:#d4a017;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#141a16;--card:#1d2520;--text:#e7efe9;--muted:#a5b5aa;
--brand:#52b788;--brand-dark:#95d5b2;--border:#33413a;--error:#ff8a80}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
display:flex;align-items:flex-start;justify-content:center;padding:2rem 1rem}
main{width:100%;max-width:26rem;background:var(--card);border:1px solid var(--border);border-radius:1rem;padding:1.75rem 1.5rem;
box-shadow:0 6px 24px rgba(27,67,50,.08)}
.brand{display:flex;align-items:center;gap:.5rem;margin:0 0 1rem;font-weight:700;font-size:1.25rem;color:var(--brand)}
.brand svg{width:1.75rem;height:1.75rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
p.lead{margin:0 0 1.25rem;color:var(--muted)}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.65rem .75rem;font:inherit;color:inherit;background:transparent;border:1px solid var(--border);border-radius:.5rem}
input[aria-invalid=true]{border-color:var(--error)}
.hint{font-size:.875rem;color:var(--muted);margin:.25rem 0 0}
.error{font-size:.875rem;color:var(--error);margin:.25rem 0 0}
.alert{border:1px solid var(--error);color:var(--error);border-radius:.5rem;padding:.6rem .75rem;margin-bottom:1rem}
button,.button{display:inline-block;width:100%;padding:.7rem 1rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;
color:#fff;background:var(--brand);border:0;border-radius:.5rem;cursor:pointer}
button:hover,.button:hover{background:var(--brand-dark)}
a{color:var(--brand)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.switch{margin:1.25rem 0 0;text-align:center}
.privacy{font-size:.875rem;color:var(--muted);margin:0 0 1rem}
`;

/** The CSP source that allows the pages' one inline style sheet, and nothing else inline. */
export const pageStyleHash = `'sha256-${createHash('sha256').update(styles).digest('base64')}'`;

const logo = `<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"
stroke-linejoin="round"><path d="M12 22V12"/><path d="M12 12c0-4 3-7 8-7 0 5-3 8-8 7Z"/><path d="M12 14c0-3-2-6-7-6 0 4 2 7 7 6Z"/></svg>`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Raiz</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="brand">${logo}<span>Raiz</span></p>
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
