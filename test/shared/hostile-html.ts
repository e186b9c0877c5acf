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

/**
 * One corpus for the server's sanitizer and the bundle's (test/laravel/component/html-sanitizer.test.ts):
 * the hostile answers above, mutation tricks, and what editors really write.
 */
export const SANITIZER_CORPUS: readonly string[] = [
  ...HOSTILE_HTML,
  HARMLESS_HTML,
  '<a href="data:text/html,<script>alert(1)</script>">d</a><img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<a href="vbscript:msgbox(1)">v</a><a href="\u0001javascript:alert(1)">c</a><a href="java\nscript:alert(1)">n</a>',
  '<a href="mailto:hola@example.com">correo</a> <a href="tel:+5491112345678">llamar</a> <a href="?q=1#a">aquí</a> <a href="//example.com/x">otro</a>',
  '<a href="https://example.com" target="_new">nueva</a><a href="/x" target="_self">misma</a><a href="/y" target="_top" rel="opener">arriba</a>',
  '<p style="color:red" class="x" id="y" title="t" lang="es" dir="ltr" data-x="1" aria-label="a">atributos</p>',
  '<object data="x.swf"></object><embed src="x.swf"><applet code="x"></applet><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="x.css">',
  '<template><script>alert(1)</script></template><xmp><script>alert(1)</script></xmp><textarea><script>alert(1)</script></textarea>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><svg><foreignObject><p>f</p></foreignObject></svg>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math><!-- <img src=x onerror=alert(1)> --><![CDATA[ x ]]>',
  '<table><tr><td colspan="2" onclick="alert(1)">a</td></tr><tr><th scope="col" rowspan="2">h</th></tr></table>',
  '<ul><li>a<li>b</ul><p>a<p>b<b><i>x</b>y</i>',
  'Menos de < 5 g, más de 3 > 2, a <= b, x<3 y, «comillas» & ñandú',
  '<h1>Título</h1><h6>chico</h6><blockquote>cita</blockquote><pre><code>código</code></pre><hr><small>s</small><sub>2</sub><sup>3</sup><mark>m</mark><u>u</u><s>s</s>',
  '<figure><img src="https://example.com/a.png" alt="A" width="10" height="20"><figcaption>Pie</figcaption></figure>',
  '<div><span>anidado <strong>fuerte</strong></span></div><font color="red">viejo</font><center>centro</center>',
  '<img src=x:alert(1) onerror=alert(1)><img src="https://example.com/x.png" srcset="javascript:alert(1) 1x" usemap="#m">',
  '<button formaction="javascript:alert(1)">b</button><select><option>o</option></select><details open ontoggle="alert(1)"><summary>s</summary>d</details>',
  '<video src="x" onerror="alert(1)"></video><audio src="x"></audio><picture><source srcset="x"><img src="https://example.com/p.png"></picture>',
  '"><img src=x onerror=alert(1)>',
  '<p title="&quot;><script>alert(1)</script>">escapado</p>',
];
