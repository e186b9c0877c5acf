import { memo, useId } from 'react';
import { fieldText } from '../shared/document/legacy-json';
import type { ItemBodyProps } from '../shared/groups/config';
import { ProductCombobox } from './ProductCombobox';
import { isProduct, type Ingredient, type IngredientGroup } from './schema';
import { ingredientsTexts } from './texts';

/** An ingredient: its quantity, and either a free-text name or a product from the list. */
export const IngredientBody = memo(function IngredientBody({ item, group, index, itemKey, label, apply, ops }: ItemBodyProps<IngredientGroup, Ingredient>) {
  const id = useId();
  const product = isProduct(item);
  const edit = (change: (draft: Ingredient) => void, coalesce?: string) => apply(ops.editItem(group, index, change, coalesce));
  return (
    <fieldset className="sw-ingredient">
      <legend className="fs-6 fw-semibold mb-1">{label}</legend>
      <div className="sw-ingredient__fields">
        <div className="sw-editor__field sw-ingredient__qty">
          <label className="form-label" htmlFor={`${id}-qty`}>
            {ingredientsTexts.qty}
          </label>
          <input
            id={`${id}-qty`}
            className="form-control"
            value={fieldText(item.qty)}
            onChange={(event) => {
              const qty = event.target.value;
              edit((draft) => void (draft.qty = qty), `qty:${itemKey}`);
            }}
          />
        </div>
        {product ? (
          <ProductCombobox
            id={`${id}-product`}
            label={ingredientsTexts.product}
            selectedId={item.product_id === null || item.product_id === undefined ? '' : String(item.product_id)}
            onSelect={(chosen) =>
              edit((draft) => {
                draft.product = { id: chosen.id, name: chosen.name };
                draft.product_id = chosen.id;
              })
            }
            onClear={() =>
              edit((draft) => {
                draft.product = null;
                draft.product_id = null;
              })
            }
          />
        ) : (
          <div className="sw-editor__field sw-ingredient__name">
            <label className="form-label" htmlFor={`${id}-name`}>
              {ingredientsTexts.name}
            </label>
            <input
              id={`${id}-name`}
              className="form-control"
              value={fieldText(item.name)}
              onChange={(event) => {
                const name = event.target.value;
                edit((draft) => void (draft.name = name), `name:${itemKey}`);
              }}
            />
          </div>
        )}
      </div>
      <div className="form-check sw-ingredient__kind">
        <input
          id={`${id}-kind`}
          className="form-check-input"
          type="checkbox"
          checked={product}
          onChange={(event) => {
            const checked = event.target.checked;
            edit((draft) => void (draft.isProduct = checked));
          }}
        />
        <label className="form-check-label" htmlFor={`${id}-kind`}>
          {ingredientsTexts.isProduct}
        </label>
      </div>
    </fieldset>
  );
});
