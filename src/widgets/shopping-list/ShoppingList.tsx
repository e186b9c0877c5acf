import './shopping-list.css';
import { useMemo, useRef, useState } from 'react';
import type { AttributeValues } from '../../runtime';
import { hasShareSheet } from '../../shared/sharing/share-sheet';
import { removeRecipe, setChecked, writeList, type ListRecipe, type ShoppingList as List } from '../../shared/shopping-list/list-storage';
import type { attributes } from './attributes';
import { groupLines, lineKeys } from './lines';
import { ListLines } from './ListLines';
import { ListRecipes } from './ListRecipes';
import { shareList } from './share';
import { shareText } from './share-text';
import { shoppingListTexts as texts } from './texts';
import { useShoppingList } from './use-list';

type Props = AttributeValues<typeof attributes>;

/**
 * The shopping list kept on this device (docs/widgets/shopping-list.md): the recipes' ingredients
 * summed, grouped and checked off, shared, printed, emptied with an undo. Every change is written
 * at once and other tabs follow it.
 */
export function ShoppingList({ recipesUrl }: Props) {
  const { list, corrupt } = useShoppingList();
  const [message, setMessage] = useState('');
  // The list before 'Vaciar la lista', while its undo is offered.
  const [emptied, setEmptied] = useState<List | null>(null);
  const root = useRef<HTMLElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  const groups = useMemo(() => groupLines(list.recipes), [list.recipes]);
  const checked = useMemo(() => new Set(list.checked), [list.checked]);
  const lines = [...groups.products, ...groups.others];

  const said = (saved: boolean, text: string) => setMessage(saved ? text : texts.refused);

  function check(key: string, on: boolean) {
    const saved = setChecked(key, on);
    if (!saved) setMessage(texts.refused);
  }

  function remove(recipe: ListRecipe, index: number) {
    said(removeRecipe(recipe.postId, lineKeys), texts.removed(recipe.name));
    setEmptied(null);
    // Focus stays in the recipes: on the next one's 'Quitar', else the heading, else the list.
    requestAnimationFrame(() => {
      const buttons = root.current?.querySelectorAll<HTMLElement>('.sw-list__remove');
      const next = buttons?.[Math.min(index, buttons.length - 1)] ?? root.current?.querySelector<HTMLElement>('.sw-list__recipes h2') ?? root.current;
      next?.focus();
    });
  }

  function empty() {
    setEmptied(list);
    said(writeList({ ...list, recipes: [], checked: [] }), texts.cleared);
    requestAnimationFrame(() => undo.current?.focus());
  }

  function restore() {
    if (emptied === null) return;
    said(writeList(emptied), texts.restored);
    setEmptied(null);
  }

  function share() {
    void shareList(texts.shareTitle, shareText(lines, checked, list.recipes));
  }

  return (
    <section className="sw-list" aria-label={texts.label} ref={root} tabIndex={-1}>
      {list.recipes.length === 0 ? (
        <div className="sw-list__empty">
          {corrupt ? <p>{texts.corrupt}</p> : null}
          <p>{texts.empty}</p>
          <a className="btn btn-primary sw-list__button" href={recipesUrl}>
            {texts.seeRecipes}
          </a>
        </div>
      ) : (
        <>
          <div className="sw-list__actions" role="group" aria-label={texts.actions}>
            <button type="button" className="btn btn-success sw-list__button" onClick={share}>
              {texts.share}
              {hasShareSheet() ? null : <span className="visually-hidden"> {texts.shareByWhatsapp}</span>}
            </button>
            <button type="button" className="btn btn-outline-dark sw-list__button" onClick={() => window.print()}>
              {texts.print}
            </button>
            <button type="button" className="btn btn-outline-danger sw-list__button" onClick={empty}>
              {texts.clear}
            </button>
          </div>
          <p className="sw-list__count">{texts.checked(lines.filter((line) => checked.has(line.key)).length, lines.length)}</p>
          <ListLines heading={texts.products} lines={groups.products} checked={checked} onCheck={check} />
          <ListLines heading={texts.others} lines={groups.others} checked={checked} onCheck={check} />
          <ListRecipes recipes={list.recipes} onRemove={remove} />
        </>
      )}
      {/* One block: an empty message takes no room of its own. */}
      <div className="sw-list__foot">
        <div className="sw-list__notice">
          <p className="sw-list__message" role="status">
            {message}
          </p>
          {emptied === null ? null : (
            <button ref={undo} type="button" className="btn btn-outline-dark sw-list__button" onClick={restore}>
              {texts.undo}
            </button>
          )}
        </div>
        <p className="sw-list__device">{texts.onDeviceOnly}</p>
      </div>
    </section>
  );
}
