import { castDraft } from 'immer';
import { useContext, useId, useMemo, useState, type SyntheticEvent } from 'react';
import { useAnnounce } from '../shared/ui/Announcer';
import type { GroupChange } from '../shared/groups/history';
import { newKey } from '../shared/sorting/row-key';
import { nameKey } from './normalize';
import type { parseIngredientList, ParsedIngredient } from './parse-list';
import { productNamed, ProductsContext } from './products';
import type { Ingredient, IngredientGroup, Product } from './schema';
import { ingredientsTexts } from './texts';

interface PasteBoxProps {
  readonly groupCount: number;
  readonly apply: (change: GroupChange<IngredientGroup>) => void;
}

/** A pasted line whose name is a product's, offered as that product. */
interface Match {
  readonly key: string;
  readonly name: string;
  readonly product: Product;
}

function toIngredient({ qty, name }: ParsedIngredient, product: Product | null): Ingredient {
  if (product === null) return { name, qty, isProduct: false };
  // The pasted name stays beside the product: unticking "Es un producto" shows it again.
  return { name, qty, isProduct: true, product: { id: product.id, name: product.name }, product_id: product.id };
}

type Parser = typeof parseIngredientList;

/**
 * Paste a whole list at once: untitled lines join the last group, 'Título:' lines start new
 * ones. Lines naming a product exactly are offered as that product. One undo step.
 */
export function PasteBox({ groupCount, apply }: PasteBoxProps) {
  const id = useId();
  const announce = useAnnounce();
  const products = useContext(ProductsContext);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  // Offers the editor turned down, by name: they survive edits of the pasted text.
  const [declined, setDeclined] = useState<ReadonlySet<string>>(new Set());
  // The parser (with its quantity library) downloads when the box is first opened: most
  // editors never paste. Until it arrives, nothing is parsed; a failed download is said.
  const [parser, setParser] = useState<{ parse: Parser } | null>(null);
  const [failed, setFailed] = useState(false);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || parser !== null) return;
    setFailed(false);
    import('./parse-list').then(
      ({ parseIngredientList: parse }) => setParser({ parse }),
      () => setFailed(true),
    );
  };
  const parsed = useMemo(() => (parser === null ? [] : parser.parse(text)), [parser, text]);
  const matches = useMemo(() => {
    const found = new Map<string, Match>();
    for (const { name } of parsed.flatMap((group) => group.ingredients)) {
      const product = productNamed(products, name);
      const key = nameKey(name);
      if (product !== null && !found.has(key)) found.set(key, { key, name, product });
    }
    return [...found.values()];
  }, [parsed, products]);
  const productFor = (name: string): Product | null => {
    const key = nameKey(name);
    return declined.has(key) ? null : (matches.find((match) => match.key === key)?.product ?? null);
  };
  const toggle = (key: string, accepted: boolean) =>
    setDeclined((previous) => {
      const next = new Set(previous);
      if (accepted) next.delete(key);
      else next.add(key);
      return next;
    });

  const add = () => {
    if (parser === null) return;
    const count = parsed.reduce((sum, group) => sum + group.ingredients.length, 0);
    if (parsed.length === 0) {
      setProblem(ingredientsTexts.pasteEmpty);
      return;
    }
    const last = groupCount - 1;
    const groups = parsed.map((group) => ({ name: group.name, items: group.ingredients.map((line) => toIngredient(line, productFor(line.name))) }));
    const asProducts = groups.reduce((sum, group) => sum + group.items.filter((item) => item.isProduct === true).length, 0);
    apply({
      doc: (draft) => {
        for (const group of groups) {
          const target = group.name === null ? draft[last] : undefined;
          if (target) (target.ingredients ??= []).push(...group.items.map((item) => castDraft(item)));
          else draft.push(castDraft({ name: group.name ?? '', ingredients: group.items }));
        }
      },
      keys: (keys) => {
        for (const group of groups) {
          const items = group.items.map(() => newKey());
          const target = group.name === null ? keys[last] : undefined;
          if (target) target.items.push(...items);
          else keys.push({ key: newKey(), items });
        }
      },
    });
    setText('');
    setProblem('');
    setDeclined(new Set());
    announce(ingredientsTexts.pasted(count, parsed.filter((group) => group.name !== null || groupCount === 0).length, asProducts));
  };
  return (
    <details className="sw-paste" onToggle={onToggle}>
      <summary>{ingredientsTexts.pasteTitle}</summary>
      <label className="form-label mt-2" htmlFor={`${id}-text`}>
        {ingredientsTexts.pasteLabel}
      </label>
      <textarea
        id={`${id}-text`}
        className="form-control"
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {failed && (
        <p className="text-danger mb-0 mt-1" role="alert">
          {ingredientsTexts.pasteUnavailable}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="text-danger mb-0 mt-1" role="alert">
          {problem}
        </p>
      )}
      {matches.length > 0 && (
        <fieldset className="sw-paste__matches mt-2">
          <legend className="fs-6 fw-semibold mb-0">{ingredientsTexts.pasteMatches}</legend>
          <p className="small text-body-secondary mb-1">{ingredientsTexts.pasteMatchesHint}</p>
          {matches.map((match) => (
            <div className="form-check sw-paste__match" key={match.key}>
              <input
                id={`${id}-match-${match.key}`}
                className="form-check-input"
                type="checkbox"
                checked={!declined.has(match.key)}
                onChange={(event) => toggle(match.key, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${id}-match-${match.key}`}>
                {ingredientsTexts.pasteMatch(match.name, match.product.name)}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <button type="button" className="btn btn-primary sw-editor__add mt-2" onClick={add}>
        {ingredientsTexts.pasteButton}
      </button>
    </details>
  );
}
