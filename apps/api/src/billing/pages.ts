import { escapeHtml } from '../http/html.js';
import { HtmlPage } from '../openapi/operations.js';

/** Escapes a value for HTML text and attributes. */
export const html = escapeHtml;

/** A sandbox page: every one carries the sandbox banner so nobody mistakes it for a real payment. */
export function sandboxPage(title: string, body: string, statusCode = 200): HtmlPage {
  return new HtmlPage(
    `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Ambiente de testes (sandbox)</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1.5rem;color:#1f2430;line-height:1.5}
.sandbox{background:#fff4ce;border:2px dashed #a86b00;padding:.75rem 1rem;border-radius:.5rem;font-weight:600}
form{display:grid;gap:.75rem;margin-top:1rem}label{display:grid;gap:.25rem}
input,select,button{font:inherit;padding:.5rem;border-radius:.375rem;border:1px solid #8a8fa0}
button{background:#3b2fc9;color:#fff;border:none;cursor:pointer}
.danger{background:#b42318}
</style>
</head>
<body>
<header>
<p class="sandbox" role="note">Ambiente de testes (sandbox): nenhuma cobrança real é feita e nenhum cartão é pedido.</p>
</header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`,
    statusCode,
  );
}
