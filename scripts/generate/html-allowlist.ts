import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, IMAGE_PROTOCOLS, LINK_PROTOCOLS } from '../../src/shared/html/allowlist';

/**
 * The bundle's HTML allow-list as the host package reads it, so the server sanitizes what
 * the FAQ editor posts with the very list the widgets sanitize with on render
 * (`SiteWidgets\Laravel\Html\Sanitizer`). `npm run generate` writes the file;
 * test/unit/generated-files.test.ts checks it.
 */
export const HTML_ALLOWLIST_FILE = 'host/packages/site-widgets/resources/html-allowlist.json';

export function htmlAllowlist(): string {
  const strip = (protocol: string) => protocol.replace(/:$/, '');
  const list = {
    description: "The HTML the bundle's sanitizer keeps (src/shared/html/allowlist.ts). Generated: do not edit.",
    elements: [...ALLOWED_ELEMENTS],
    attributes: [...ALLOWED_ATTRIBUTES],
    linkSchemes: LINK_PROTOCOLS.map(strip),
    imageSchemes: IMAGE_PROTOCOLS.map(strip),
  };
  return `${JSON.stringify(list, null, 2)}\n`;
}
