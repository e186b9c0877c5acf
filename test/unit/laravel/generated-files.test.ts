import { editorSchemaFiles } from '../../../scripts/editor-schemas';
import { HTML_ALLOWLIST_FILE, htmlAllowlist } from '../../../scripts/html-allowlist';
import { expectGenerated } from './generated-file';

test.each(editorSchemaFiles())("the host package's $file is the one the editor's schema writes", ({ file, text }) => {
  expectGenerated(file, text);
});

test("the host package's HTML allow-list is the bundle's", () => {
  expectGenerated(HTML_ALLOWLIST_FILE, htmlAllowlist());
});
