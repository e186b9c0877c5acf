<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

/**
 * The hostile answers the widgets are tested with (test/shared/hostile-html.ts, SANITIZER_CORPUS,
 * at the repository's root), each with what the server stores of it: nothing that runs, nothing
 * the allow-list does not name, and the editor's text kept.
 */
final class HostileHtml
{
    /** @var list<array{0: string, 1: string}> */
    public const STORED = [
        ['<img src=x onerror="window.__pwned=1">', '<img src="x">'],
        ['<script>window.__pwned=2</script>', ''],
        ['<a href="javascript:window.__pwned=3">a</a>', '<a>a</a>'],
        ['<a href="JaVaScRiPt:window.__pwned=4">b</a>', '<a>b</a>'],
        ['<a href=" java&#x09;script:window.__pwned=5">c</a>', '<a>c</a>'],
        ['<svg onload="window.__pwned=6"><circle r="1"></circle></svg>', ''],
        ['<iframe src="javascript:parent.__pwned=7"></iframe><iframe srcdoc="<script>parent.__pwned=8</script>"></iframe>', ''],
        ['<style>body { display: none }</style>', ''],
        ['<form action="/x"><input name="q"><button>Enviar</button></form>', 'Enviar'],
        ['<p onclick="window.__pwned=9" onmouseover="window.__pwned=10">p</p>', '<p>p</p>'],
        ['<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=11">', ''],
        ['<noscript><p title="</noscript><img src=x onerror=window.__pwned=12>"></noscript>', ''],
        ['<a href="data:text/html,<script>alert(1)</script>">d</a><img src="data:image/svg+xml,<svg onload=alert(1)>">', '<a>d</a><img>'],
        ["<a href=\"vbscript:msgbox(1)\">v</a><a href=\"\u{0001}javascript:alert(1)\">c</a><a href=\"java\nscript:alert(1)\">n</a>", '<a>v</a><a>c</a><a>n</a>'],
        [
            '<a href="mailto:hola@example.com">correo</a> <a href="tel:+5491112345678">llamar</a> <a href="?q=1#a">aquí</a> <a href="//example.com/x">otro</a>',
            '<a href="mailto:hola@example.com">correo</a> <a href="tel:+5491112345678">llamar</a> <a href="?q=1#a">aquí</a> <a href="//example.com/x">otro</a>',
        ],
        [
            '<a href="https://example.com" target="_new">nueva</a><a href="/x" target="_self">misma</a><a href="/y" target="_top" rel="opener">arriba</a>',
            '<a href="https://example.com" target="_new" rel="noopener noreferrer">nueva</a><a href="/x" target="_self">misma</a><a href="/y" target="_top" rel="noopener noreferrer">arriba</a>',
        ],
        [
            '<p style="color:red" class="x" id="y" title="t" lang="es" dir="ltr" data-x="1" aria-label="a">atributos</p>',
            '<p title="t" lang="es" dir="ltr">atributos</p>',
        ],
        [
            '<object data="x.swf"></object><embed src="x.swf"><applet code="x"></applet><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="x.css">',
            '',
        ],
        [
            '<template><script>alert(1)</script></template><xmp><script>alert(1)</script></xmp><textarea><script>alert(1)</script></textarea>',
            '&lt;script&gt;alert(1)&lt;/script&gt;',
        ],
        ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><svg><foreignObject><p>f</p></foreignObject></svg>', ''],
        ['<math><mi xlink:href="javascript:alert(1)">m</mi></math><!-- <img src=x onerror=alert(1)> --><![CDATA[ x ]]>', ''],
        [
            '<table><tr><td colspan="2" onclick="alert(1)">a</td></tr><tr><th scope="col" rowspan="2">h</th></tr></table>',
            '<table><tr><td colspan="2">a</td></tr><tr><th scope="col" rowspan="2">h</th></tr></table>',
        ],
        // The parser closes misnested formatting without HTML5's adoption agency: "y" loses its
        // italics, less than a browser would show (html-sanitizer.test.ts's known difference).
        ['<ul><li>a<li>b</ul><p>a<p>b<b><i>x</b>y</i>', '<ul><li>a</li><li>b</li></ul><p>a</p><p>b<b><i>x</i></b>y</p>'],
        ['Menos de < 5 g, más de 3 > 2, a <= b, x<3 y, «comillas» & ñandú', 'Menos de &lt; 5 g, más de 3 &gt; 2, a &lt;= b, x&lt;3 y, «comillas» &amp; ñandú'],
        [
            '<h1>Título</h1><h6>chico</h6><blockquote>cita</blockquote><pre><code>código</code></pre><hr><small>s</small><sub>2</sub><sup>3</sup><mark>m</mark><u>u</u><s>s</s>',
            '<h1>Título</h1><h6>chico</h6><blockquote>cita</blockquote><pre><code>código</code></pre><hr><small>s</small><sub>2</sub><sup>3</sup><mark>m</mark><u>u</u><s>s</s>',
        ],
        [
            '<figure><img src="https://example.com/a.png" alt="A" width="10" height="20"><figcaption>Pie</figcaption></figure>',
            '<figure><img src="https://example.com/a.png" alt="A" width="10" height="20"><figcaption>Pie</figcaption></figure>',
        ],
        [
            '<div><span>anidado <strong>fuerte</strong></span></div><font color="red">viejo</font><center>centro</center>',
            '<div><span>anidado <strong>fuerte</strong></span></div>viejocentro',
        ],
        [
            '<img src=x:alert(1) onerror=alert(1)><img src="https://example.com/x.png" srcset="javascript:alert(1) 1x" usemap="#m">',
            '<img><img src="https://example.com/x.png">',
        ],
        [
            '<button formaction="javascript:alert(1)">b</button><select><option>o</option></select><details open ontoggle="alert(1)"><summary>s</summary>d</details>',
            'bosd',
        ],
        [
            '<video src="x" onerror="alert(1)"></video><audio src="x"></audio><picture><source srcset="x"><img src="https://example.com/p.png"></picture>',
            '<img src="https://example.com/p.png">',
        ],
        ['"><img src=x onerror=alert(1)>', '&quot;&gt;<img src="x">'],
        ['<p title="&quot;><script>alert(1)</script>">escapado</p>', '<p>escapado</p>'],
    ];

    /** @return list<string> */
    public static function inputs(): array
    {
        return array_column(self::STORED, 0);
    }
}
