import { useEffect, useMemo, useState } from 'react';
import { useWidget, type AttributeValues } from '../../runtime';
import { Announcer } from '../shared/ui/Announcer';
import { createGroupsEditor } from '../shared/groups/GroupsEditor';
import { editorTexts } from '../shared/ui/texts';
import { useGroupsDocument, type GroupsSource } from '../shared/groups/use-groups-document';
import type { attributes } from './attributes';
import { ingredientsConfig } from './config';
import { PasteBox } from './PasteBox';
import { indexProducts, ProductsContext, readProducts } from './products';
import { ingredientGroupsSchema, type Ingredient, type IngredientGroup } from './schema';
import { ingredientsTexts } from './texts';
import './ingredients.css';
import { Unavailable } from '../shared/ui/Unavailable';

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
    () => ({ field: input, schema: ingredientGroupsSchema, items: ingredientsConfig.adapter.items, empty: () => [ingredientsConfig.adapter.newGroup(0)] }),
    [input],
  );
  const document = useGroupsDocument(source, editorTexts.missingInput(input));
  if (document.status === 'unavailable') return <Unavailable message={document.message} detail={document.detail} />;
  return (
    <ProductsContext.Provider value={productIndex}>
      <Announcer>
        {productIndex.unavailable && <p className="alert alert-warning">{ingredientsTexts.productsUnavailable}</p>}
        <Editor
          title={label ?? ingredientsTexts.title}
          history={document.history}
          apply={document.apply}
          undo={document.undo}
          redo={document.redo}
          draft={document.draft}
          extra={<PasteBox groupCount={document.history.present.doc.length} apply={document.apply} />}
        />
      </Announcer>
    </ProductsContext.Provider>
  );
}
