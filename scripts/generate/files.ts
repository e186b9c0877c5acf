import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findTableBlocks, updateTables } from './attribute-table';
import { BLADE_WIDGETS_FILE, bladeWidgets } from './blade-widgets';
import { CONTRACTS_FILE, contracts } from './contracts';
import { declaredWidgets } from './declared-widgets';
import { editorDeclarations, editorSchemaFiles } from './editor-schemas';
import { hoursSchemaFile } from './hours-schema';
import { HTML_ALLOWLIST_FILE, htmlAllowlist } from './html-allowlist';

/** A file the repository keeps, written from the bundle's own code: its path from the root, and its text. */
interface GeneratedFile {
  readonly file: string;
  readonly text: string;
}

function markdownUnder(root: string, directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return markdownUnder(root, file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/** The docs' pages holding attribute tables, each with its tables written afresh. */
function attributeTablePages(root: string, widgets: Awaited<ReturnType<typeof declaredWidgets>>): GeneratedFile[] {
  return ['README.md', ...markdownUnder(root, 'docs').sort()].flatMap((file) => {
    const current = readFileSync(path.join(root, file), 'utf8');
    return findTableBlocks(current).length === 0 ? [] : [{ file, text: updateTables(current, widgets) }];
  });
}

/**
 * Every generated file, as it should read: the widgets' attribute tables in the docs, and
 * in the Laravel host's package the widget list for `<x-site-widget>`, the editors' JSON
 * Schemas, a distributor's hours' JSON Schema, the HTML allow-list and the contracts' constants
 * (address parameters, loading strategies, editors, name order, clock, Argentina's holidays). `npm run generate` (scripts/generate.mjs) writes them;
 * the tests check that each is current.
 */
export async function generatedFiles(root: string): Promise<GeneratedFile[]> {
  const widgets = await declaredWidgets();
  const editors = await editorDeclarations();
  return [
    ...attributeTablePages(root, widgets),
    { file: BLADE_WIDGETS_FILE, text: bladeWidgets(widgets) },
    ...editorSchemaFiles(editors),
    hoursSchemaFile(),
    { file: HTML_ALLOWLIST_FILE, text: htmlAllowlist() },
    { file: CONTRACTS_FILE, text: contracts(root, editors) },
  ];
}
