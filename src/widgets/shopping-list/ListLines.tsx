import { useId } from 'react';
import type { ListLine } from '../../shared/shopping-list/combine';
import { shoppingListTexts as texts } from './texts';

interface ListLinesProps {
  heading: string;
  lines: readonly ListLine[];
  checked: ReadonlySet<string>;
  onCheck: (key: string, checked: boolean) => void;
}

/** One group of lines: a checkbox each (the whole row its label), the product's link beside it, the recipes it is for under it. */
export function ListLines({ heading, lines, checked, onCheck }: ListLinesProps) {
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <section className="sw-list__group" aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`} className="sw-list__heading">
        {heading}
      </h2>
      <ul className="sw-list__lines">
        {lines.map((line, index) => (
          <li key={line.key} className="sw-list__line">
            <input
              id={`${id}${index}`}
              type="checkbox"
              className="form-check-input sw-list__check"
              checked={checked.has(line.key)}
              aria-describedby={`${id}${index}from`}
              onChange={(event) => onCheck(line.key, event.currentTarget.checked)}
            />
            <label htmlFor={`${id}${index}`} className="sw-list__label">
              <span className="sw-list__name">{line.name}</span>
              {line.amount === '' ? null : (
                <>
                  {' '}
                  <span className="sw-list__amount">{line.amount}</span>
                </>
              )}
            </label>
            {line.href === null ? null : (
              <a className="sw-list__product" href={line.href}>
                <span aria-hidden="true">{texts.seeProduct}</span>
                <span className="visually-hidden">{texts.seeProductNamed(line.name)}</span>
              </a>
            )}
            <p id={`${id}${index}from`} className="sw-list__from">
              {texts.from(line.sources.map((source) => source.name).join(', '))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
