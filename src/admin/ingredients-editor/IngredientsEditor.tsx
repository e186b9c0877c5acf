import { useEffect, useMemo, useState } from 'react';
import { useWidget, type AttributeValues } from '../../runtime';
import { DocumentFrame } from '../shared/frame/DocumentFrame';
import { createGroupsEditor } from '../shared/groups/GroupsEditor';
import { useGroupsDocument, type GroupsSource } from '../shared/groups/use-groups-document';
import type { attributes } from './attributes';
import { ingredientsConfig } from './config';
import { PasteBox } from './PasteBox';
import { indexProducts, ProductsContext, readProducts } from './products';
import type { Ingredient, IngredientGroup } from './schema';
import { ingredientsTexts } from './texts';
import './ingredients.css';
import { ingredientsEditor } from './editor';

const Editor = createGroupsEditor(ingredientsConfig);

export function IngredientsEditor({ input, products, label }: AttributeValues<typeof attributes>) {
  const widget = useWidget();
  const [read] = useState(() => readProducts(products));
  const productIndex = useMemo(() => (read.ok ? read.index : indexProducts([], true)), [read]);
  // Reported once the editor commits (a render may run more than once, a report must not).
  useEffect(() => {
    if (!read.ok) widget.report({ phase: 'data', message: `could not read the products (${products ?? ''})`, error: new Error(read.problem) });
  }, [read, products, widget]);
  const source = useMemo<GroupsSource<IngredientGroup, Ingredient>>(
    () => ({ field: input, schema: ingredientsEditor.schema, items: ingredientsConfig.adapter.items, empty: () => [ingredientsConfig.adapter.newGroup(0)] }),
    [input],
  );
  const document = useGroupsDocument(source);
  const title = label ?? ingredientsTexts.title;
  const warning = productIndex.unavailable && <p className="alert alert-warning">{ingredientsTexts.productsUnavailable}</p>;
  return (
    <ProductsContext.Provider value={productIndex}>
      <DocumentFrame document={document} title={title} before={warning} words={ingredientsEditor.words}>
        {({ history, apply }) => (
          <Editor title={title} history={history} apply={apply} extra={<PasteBox groupCount={history.present.doc.length} apply={apply} />} />
        )}
      </DocumentFrame>
    </ProductsContext.Provider>
  );
}
