/**
 * HTML written to get past a sanitizer, by the kinds of attack DOMPurify's own test corpus
 * covers (its test/fixtures): handlers and script in every element that runs them, schemes
 * hidden by case, whitespace, control characters and character references, namespace
 * confusion between HTML, SVG and MathML (mutation XSS: markup that parses one way, is
 * serialized, and parses another), raw-text elements that swallow or release markup,
 * comments, CDATA and processing instructions, attribute values that break out, DOM
 * clobbering, and encodings. Written for this project, not copied; the server's property
 * test (test/laravel/component/html-sanitizer-properties.test.ts) runs each through the
 * server's sanitizer and checks what a browser's parser makes of the result.
 */
export const ATTACK_CORPUS: readonly string[] = [
  // Handlers on elements that fire them by themselves.
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img/src=x/onerror=alert(1)>',
  '<img src=x onerror\t=\talert(1)>',
  '<body onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>m</marquee>',
  '<div onmouseover="alert(1)" style="position:fixed;inset:0">x</div>',
  '<p on=x onx=y o\nnclick=z>q</p>',
  // Schemes, hidden.
  '<a href="javascript:alert(1)">a</a>',
  '<a href="jAvAsCrIpT:alert(1)">a</a>',
  '<a href="   javascript:alert(1)">a</a>',
  '<a href="\tjava\tscript\n:alert(1)">a</a>',
  '<a href="java&#x09;script:alert(1)">a</a>',
  '<a href="java&Tab;script:alert(1)">a</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">a</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">a</a>',
  '<a href="&#0000106avascript:alert(1)">a</a>',
  '<a href="&amp;#106;avascript:alert(1)">a</a>',
  '<a href="&amp;#x6A;avascript&amp;colon;alert(1)">a</a>',
  '<a href="\u0001\u0002javascript:alert(1)">a</a>',
  '<a href="javascript&#0;:alert(1)">a</a>',
  '<a href="vbscript:msgbox(1)">a</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>',
  '<a href="livescript:alert(1)">a</a><a href="feed:javascript:alert(1)">b</a>',
  '<img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="blob:https://example.com/x"><img src="mailto:a@b">',
  '<a href="https://example.com" target="javascript:alert(1)" title="javascript:keep">t</a>',
  '<a href=javascript:alert(1)>unquoted</a>',
  "<a href='javascript:alert(1)'>single</a>",
  '<a href=" &#14;  javascript:alert(1)">a</a>',
  // Namespaces and mutation.
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<svg><p><style><a id="</style><img src=1 onerror=alert(1)>"></p></svg>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)></style></annotation-xml></math>',
  '<svg><foreignObject><p><img src=x onerror=alert(1)></p></foreignObject></svg>',
  '<svg><desc><img src=x onerror=alert(1)></desc></svg>',
  '<math><malignmark><img src=x onerror=alert(1)></malignmark></math>',
  '<img src="x" xmlns:y=\'x" onerror="alert(1)\'>',
  '<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:alert(1)">x</a>',
  '<p xml:lang="es" xmlns="http://www.w3.org/2000/svg">x</p>',
  '<x:script>alert(1)</x:script><svg:script>alert(1)</svg:script><p:a href="javascript:alert(1)">p</p:a>',
  // Raw text and what it swallows or lets go.
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<noframes><p title="</noframes><img src=x onerror=alert(1)>"></noframes>',
  '<title><img title="</title><img src=x onerror=alert(1)>"></title>',
  '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  '<xmp><img title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  '<style><img title="</style><img src=x onerror=alert(1)>"></style>',
  '<iframe><img title="</iframe><img src=x onerror=alert(1)>"></iframe>',
  '<template><img src=x onerror=alert(1)></template>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<script>alert(1)</script><script src="https://evil.example/x.js"></script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)//<</script>/script>',
  // Comments, CDATA, processing instructions.
  '<!--><img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<?xml-stylesheet href="javascript:alert(1)"?><?><img src=x onerror=alert(1)>',
  '<p title="--><img src=x onerror=alert(1)>">comment break</p>',
  '<p title="]]><img src=x onerror=alert(1)>">cdata break</p>',
  '<p title="</style><img src=x onerror=alert(1)>">style break</p>',
  // Attribute values that try to close their quotes.
  '<p title="a&quot; onclick=&quot;alert(1)">q</p>',
  '<p title=\'a" onclick="alert(1)\'>q</p>',
  '<p title=a" onclick="alert(1)>q</p>',
  '<p title="`onclick=alert(1)`">q</p>',
  '<a href="https://example.com/&quot;onmouseover=&quot;alert(1)">q</a>',
  '<img src="https://example.com/x.png" alt="&lt;script&gt;alert(1)&lt;/script&gt;">',
  // Elements that reach outside the answer.
  '<form action="javascript:alert(1)"><input type=submit></form><button formaction=javascript:alert(1)>b</button>',
  '<base href="javascript:/a/"><a href="x">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="import" href="https://evil.example/x">',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)"><applet code="x"></applet>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe><frameset onload=alert(1)>',
  '<isindex action="javascript:alert(1)" type=image>',
  '<img src=x usemap=#m><map name=m><area href="javascript:alert(1)" shape=default></map>',
  // DOM clobbering.
  '<img name="cookie"><form name="getElementById"></form><a id="location" href="https://evil.example">x</a>',
  '<p id="__proto__" name="constructor" class="x">clobber</p>',
  // Styles.
  '<p style="background:url(javascript:alert(1))">s</p><div style="behavior:url(x.htc)">t</div>',
  '<span style="-moz-binding:url(x)">u</span><link rel=stylesheet href="data:,*%7bx:expression(alert(1))%7d">',
  // Encodings and odd bytes.
  '<a href="java\u0000script:alert(1)">nul</a><p>a\u0000b</p>',
  '<img src=x onerror="&#97;lert(1)"><img src=x onerror=&#x61;lert(1)>',
  '\u00bcscript\u00bealert(1)\u00bc/script\u00be',
  '<a href="https://example.com/\u2028\u2029">sep</a>\uFEFF<p>\uFFFE\uFFFF</p>',
  '<img src="https://example.com/x.png"\u000conerror=alert(1)>',
  '<p>\u202Eevil\u202C</p><p dir="rtl" lang="ar">حسنا</p>',
  // Deep and wide.
  `${'<div>'.repeat(40)}<img src=x onerror=alert(1)>${'</div>'.repeat(40)}`,
  `<table>${'<tr><td><a href="javascript:alert(1)">x</a></td></tr>'.repeat(50)}</table>`,
  '<table><td><table><td><table><td><img src=x onerror=alert(1)>',
  '<a href="/a"><a href="/b"><a href="/c">nested links</a></a></a>',
  '<p><div><p><table><p>misnested</table></div>',
  '<b><p>formatting</b> across</p><i><table><tr><td>i</td></tr></table></i>',
];

/**
 * What editors really write, and what must come through with what they meant: each with
 * what a browser must read back from the stored HTML.
 */
export const BENIGN_EDITOR_HTML: readonly { html: string; reads: { selector: string; attribute?: string; value: string } }[] = [
  {
    html: '<p>Mirá el <a href="https://www.youtube.com/watch?v=abc&t=42" target="_blank">video</a>.</p>',
    reads: { selector: 'a', attribute: 'href', value: 'https://www.youtube.com/watch?v=abc&t=42' },
  },
  {
    html: '<a href="https://example.com/receta?utm_source=news&amp;utm_medium=email&utm_campaign=pan">receta</a>',
    reads: { selector: 'a', attribute: 'href', value: 'https://example.com/receta?utm_source=news&utm_medium=email&utm_campaign=pan' },
  },
  {
    html: '<a href="mailto:hola@example.com?subject=Consulta&body=Hola%20equipo">escribinos</a>',
    reads: { selector: 'a', attribute: 'href', value: 'mailto:hola@example.com?subject=Consulta&body=Hola%20equipo' },
  },
  { html: '<a href="tel:+5491112345678;ext=12?x=1&y=2">llamanos</a>', reads: { selector: 'a', attribute: 'href', value: 'tel:+5491112345678;ext=12?x=1&y=2' } },
  { html: '<p>Menos de < 5 g de sal & más de 3 > 2.</p>', reads: { selector: 'p', value: 'Menos de < 5 g de sal & más de 3 > 2.' } },
  {
    html: '<abbr>x</abbr><a href="/productos" title="El &quot;mejor&quot; pan, \'dice\' Ana">productos</a>',
    reads: { selector: 'a', attribute: 'title', value: 'El "mejor" pan, \'dice\' Ana' },
  },
  {
    html: '<img src="/storage/images/pan.webp?v=2&amp;w=640" alt="Pan & manteca">',
    reads: { selector: 'img', attribute: 'src', value: '/storage/images/pan.webp?v=2&w=640' },
  },
  { html: '<p>&lt;script&gt; escrito como texto</p>', reads: { selector: 'p', value: '<script> escrito como texto' } },
  { html: '<pre>\n  sangría\n  conservada</pre>', reads: { selector: 'pre', value: '  sangría\n  conservada' } },
  { html: '<p>Ñandú, pingüino, «comillas», €, 😀 y ½ taza</p>', reads: { selector: 'p', value: 'Ñandú, pingüino, «comillas», €, 😀 y ½ taza' } },
  { html: '<p>a&nbsp;b &copy; &amp;amp;</p>', reads: { selector: 'p', value: 'a\u00a0b © &amp;' } },
  { html: '<a href="#paso-3">ir al paso 3</a>', reads: { selector: 'a', attribute: 'href', value: '#paso-3' } },
];
