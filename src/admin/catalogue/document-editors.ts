import type { WidgetLoader } from '../../runtime';
import type { Editor } from '../shared/editor/define-editor';

/** An editor of a stored document: its widget, and its declaration alone (no component) for what only reads it. */
interface DocumentEditorEntry {
  readonly widget: WidgetLoader;
  readonly declaration: () => Promise<Editor>;
}

/**
 * The editors of stored documents, one line each: adding one is its folder (with `editor.ts`,
 * its declaration) and a line here. The registry mounts their widgets from here; the revisions'
 * comparison downloads a declaration to say what changed in that editor's words; the
 * generators write the host's JSON Schemas and `Contracts::EDITORS` from the declarations.
 * Lazy loaders only: reading this list downloads no editor.
 */
export const documentEditors = {
  'steps-editor': { widget: () => import('../steps-editor'), declaration: async () => (await import('../steps-editor/editor')).stepsEditor },
  'ingredients-editor': {
    widget: () => import('../ingredients-editor'),
    declaration: async () => (await import('../ingredients-editor/editor')).ingredientsEditor,
  },
  'faq-editor': { widget: () => import('../faq-editor'), declaration: async () => (await import('../faq-editor/editor')).faqEditor },
  'banner-editor': { widget: () => import('../banner-editor'), declaration: async () => (await import('../banner-editor/editor')).bannerEditor },
  'product-attributes-editor': {
    widget: () => import('../product-attributes-editor'),
    declaration: async () => (await import('../product-attributes-editor/editor')).productAttributesEditor,
  },
} as const satisfies Record<string, DocumentEditorEntry>;

export type DocumentEditorName = keyof typeof documentEditors;

export const DOCUMENT_EDITORS = Object.keys(documentEditors) as DocumentEditorName[];
