// CMS answers that try to run script or escape the answer box, shared by the jsdom
// tests (DOMPurify path) and the Chromium tests (both paths). Each sets
// `window.__pwned` if anything runs.
export const HOSTILE_HTML: readonly string[] = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=2</script>',
  '<a href="javascript:window.__pwned=3">a</a>',
  '<a href="JaVaScRiPt:window.__pwned=4">b</a>',
  '<a href=" java&#x09;script:window.__pwned=5">c</a>',
  '<svg onload="window.__pwned=6"><circle r="1"></circle></svg>',
  '<iframe src="javascript:parent.__pwned=7"></iframe><iframe srcdoc="<script>parent.__pwned=8</script>"></iframe>',
  '<style>body { display: none }</style>',
  '<form action="/x"><input name="q"><button>Enviar</button></form>',
  '<p onclick="window.__pwned=9" onmouseover="window.__pwned=10">p</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=11">',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=12>"></noscript>',
];

/** Selectors none of which may match inside a sanitized answer. */
export const FORBIDDEN = 'script, style, form, input, iframe, svg, math, noscript, [onerror], [onclick], [onload], [onmouseover], [style]';

/** Everything an answer legitimately uses; must come out as HARMLESS_SANITIZED. */
export const HARMLESS_HTML =
  '<h2>Conservación</h2><p>Guardala <strong>fría</strong> y <em>tapada</em>, <b>siempre</b>.<br>Más en <a href="https://example.com/guia" target="_blank">la guía</a> o en <a href="/distribuidores">distribuidores</a>.</p><ul><li>Uno</li></ul><ol><li>Dos</li></ol><h3>Foto</h3><img src="/demo/img/masa.svg" alt="Masa" width="64" height="48">';

export const HARMLESS_SANITIZED = HARMLESS_HTML.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"');
