import { adminWidgets } from '../../src/admin/registry';
import type { WidgetLoaders } from '../../src/runtime';
import type { AttributeTable } from '../../src/runtime/attributes';
import { publicWidgets } from '../../src/widgets/registry';
import type { DocumentedWidget } from './attribute-table';

type Floor = 'widgets' | 'admin';

/**
 * A widget's declaration, from `attributes.ts` in its folder, which is named as the widget
 * (test/unit/docs-attribute-tables.test.ts checks that each widget's definition declares
 * that very table). Not from the definition its loader gives: that brings the component,
 * whose modules read the page as they load, and the generators run in Node, without one.
 */
async function declarationOf(floor: Floor, name: string): Promise<AttributeTable> {
  const module: unknown = await import(`../../src/${floor}/${name}/attributes.ts`);
  if (typeof module !== 'object' || module === null || !('attributes' in module) || typeof module.attributes !== 'object' || module.attributes === null) {
    throw new Error(`src/${floor}/${name}/attributes.ts exports no \`attributes\``);
  }
  // The module is a widget's declaration, written with the converters: a table of specs.
  return module.attributes as AttributeTable;
}

async function declared(loaders: WidgetLoaders, floor: Floor, entry: DocumentedWidget['entry']): Promise<DocumentedWidget[]> {
  const names = Object.keys(loaders).sort();
  return Promise.all(names.map(async (name) => ({ name, entry, attributes: await declarationOf(floor, name) })));
}

/** Every widget of both entries with its attribute declaration, by name. */
export async function declaredWidgets(): Promise<DocumentedWidget[]> {
  return [...(await declared(publicWidgets, 'widgets', 'public')), ...(await declared(adminWidgets, 'admin', 'admin'))];
}
