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

/**
 * Links with a target, as a CMS may write them, and as they must come out: every target
 * but `_self` may open a window (or navigate a frame above) that could reach the host page
 * through `window.opener`, so it gets `noopener`; the CMS's own `rel` is never kept;
 * targets come out trimmed on both paths (DOMPurify trims every value), so a `_self` with
 * spaces, which the browser would take for a window's name, is a plain `_self`.
 */
const TARGETED_LINKS: readonly (readonly [written: string, sanitized: string])[] = [
  ['<a href="/a" target="_new">a</a>', '<a href="/a" target="_new" rel="noopener noreferrer">a</a>'],
  ['<a href="/b" target="_TOP">b</a>', '<a href="/b" target="_TOP" rel="noopener noreferrer">b</a>'],
  ['<a href="/c" target="_parent">c</a>', '<a href="/c" target="_parent" rel="noopener noreferrer">c</a>'],
  ['<a href="/d" target="recetas">d</a>', '<a href="/d" target="recetas" rel="noopener noreferrer">d</a>'],
  ['<a href="/e" target=" _Blank ">e</a>', '<a href="/e" target="_Blank" rel="noopener noreferrer">e</a>'],
  ['<a href="/f" target="_blank" rel="opener">f</a>', '<a href="/f" target="_blank" rel="noopener noreferrer">f</a>'],
  ['<a href="/g" target=" _Self ">g</a>', '<a href="/g" target="_self">g</a>'],
  ['<a href="/h" target="_self">h</a>', '<a href="/h" target="_self">h</a>'],
];

/** Everything an answer legitimately uses; must come out as HARMLESS_SANITIZED. */
export const HARMLESS_HTML = `<h2>Conservación</h2><p>Guardala <strong>fría</strong> y <em>tapada</em>, <b>siempre</b>.<br>Más en <a href="https://example.com/guia" target="_blank">la guía</a> o en <a href="/distribuidores">distribuidores</a>.</p><ul><li>Uno</li></ul><ol><li>Dos</li></ol><h3>Foto</h3><img src="/demo/img/masa.svg" alt="Masa" width="64" height="48"><p>${TARGETED_LINKS.map(([written]) => written).join(' ')}</p>`;

export const HARMLESS_SANITIZED = HARMLESS_HTML.replace('target="_blank">la guía', 'target="_blank" rel="noopener noreferrer">la guía').replace(
  TARGETED_LINKS.map(([written]) => written).join(' '),
  TARGETED_LINKS.map(([, sanitized]) => sanitized).join(' '),
);
