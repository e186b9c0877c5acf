import fc from 'fast-check';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS } from '../../../src/shared/html/allowlist';

/**
 * Tag soup, as an attacker or a careless paste writes it: start and end tags that need not
 * match, of allowed elements and of the ones that change how the rest parses (raw text,
 * SVG and MathML, tables, forms), attributes of every kind with values that hide schemes or
 * try to break out, text with references and stray `<`, comments and CDATA.
 */
const TAGS = [
  ...ALLOWED_ELEMENTS,
  'script',
  'style',
  'svg',
  'math',
  'mtext',
  'mglyph',
  'malignmark',
  'annotation-xml',
  'foreignObject',
  'desc',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'plaintext',
  'form',
  'input',
  'select',
  'option',
  'button',
  'object',
  'embed',
  'base',
  'meta',
  'image',
  'body',
  'html',
  'head',
  'x:p',
  'svg:script',
  'abbr',
  'font',
] as const;

const ATTRIBUTE_NAMES = [
  ...ALLOWED_ATTRIBUTES,
  'HREF',
  'onerror',
  'onclick',
  'onload',
  'ONMOUSEOVER',
  'style',
  'class',
  'id',
  'name',
  'rel',
  'srcdoc',
  'formaction',
  'xmlns',
  'xmlns:y',
  'xlink:href',
  'xml:lang',
  'data-x',
  'aria-label',
] as const;

const SCHEMES = [
  '',
  'https://example.com/a?b=1&c=2',
  'http:',
  'mailto:a@example.com?subject=a&body=b',
  'tel:+54911',
  '/ruta',
  '#ancla',
  '//example.com',
  'javascript:',
  'JaVaScRiPt:',
  ' \tjava\nscript:',
  '&#106;avascript:',
  '&amp;#106;avascript:',
  'java&#x09;script:',
  '\u0001javascript:',
  'vbscript:',
  'data:text/html,',
  'data:image/svg+xml,',
  'x:',
] as const;

const PAYLOADS = [
  'alert(1)',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</style><img src=x onerror=alert(1)>',
  '--><img src=x onerror=alert(1)>',
  ']]>',
  '&',
  '&quot;',
  '&amp;',
  '`',
  '_self',
  ' _blank ',
  '',
] as const;

const TEXTS = [
  'a',
  ' ',
  '\n',
  '<',
  '>',
  '&',
  '&amp;',
  '&lt;img src=x onerror=alert(1)&gt;',
  '&#0;',
  '\u0000',
  '&notin;',
  'menos de < 5 g',
  'Ñandú «x»',
  '\u2028',
  '</',
  '<!',
  '<?x?>',
  '<!--',
  '-->',
  '<!-- c -->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<!DOCTYPE html>',
] as const;

const attributeValue = fc.tuple(fc.constantFrom(...SCHEMES), fc.constantFrom(...PAYLOADS)).map(([scheme, payload]) => scheme + payload);

const attribute = fc
  .tuple(fc.constantFrom(...ATTRIBUTE_NAMES), attributeValue, fc.constantFrom('"', "'", ''))
  .map(([name, value, quote]) => (quote === '' ? ` ${name}=${value.replace(/[\s>]/g, '')}` : ` ${name}=${quote}${value.split(quote).join('')}${quote}`));

const startTag = fc
  .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), fc.boolean())
  .map(([name, attributes, selfClosing]) => `<${name}${attributes.join('')}${selfClosing ? '/' : ''}>`);

const endTag = fc.constantFrom(...TAGS).map((name) => `</${name}>`);

/** One piece of HTML: a few dozen tokens of soup. */
export const tagSoup: fc.Arbitrary<string> = fc
  .array(fc.oneof({ weight: 4, arbitrary: startTag }, { weight: 2, arbitrary: endTag }, { weight: 3, arbitrary: fc.constantFrom(...TEXTS) }), {
    maxLength: 30,
  })
  .map((tokens) => tokens.join(''));
