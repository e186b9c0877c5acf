import type { DocumentedWidget } from '../../../scripts/attribute-table';
import { adminWidgets } from '../../../src/admin/registry';
import type { WidgetLoaders } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';

async function declared(loaders: WidgetLoaders, entry: DocumentedWidget['entry']): Promise<DocumentedWidget[]> {
  return Promise.all(
    Object.keys(loaders)
      .sort()
      .map(async (name) => {
        const loader = loaders[name];
        if (loader === undefined) throw new Error(name);
        return { name, entry, attributes: (await loader()).default.attributes };
      }),
  );
}

/** Every widget of both entries with its attribute declaration, by name. */
export async function declaredWidgets(): Promise<DocumentedWidget[]> {
  return [...(await declared(publicWidgets, 'public')), ...(await declared(adminWidgets, 'admin'))];
}
