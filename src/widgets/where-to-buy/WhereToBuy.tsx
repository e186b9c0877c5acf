import './where-to-buy.css';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useWidget, type AttributeValues, type Problem } from '../../runtime';
import { DISTRIBUTORS_PATH, fetchDistributors, type Distributor } from '../../shared/api/distributors';
import { HITS_PATH, postHit, type HitPayload } from '../../shared/api/hits';
import { postPath } from '../../shared/api/routes';
import { whatsappHref } from '../../shared/distributors/contact';
import { hoursStatus } from '../../shared/distributors/hours/status';
import { statusText } from '../../shared/distributors/hours/words';
import type { Point } from '../../shared/distributors/nearby/distance';
import { useLoadResource } from '../../shared/loading/use-load-resource';
import { trackLead } from '../../shared/page/analytics-events';
import { readPageGlobals } from '../../shared/page/globals';
import { onScaleChange, readScale } from '../../shared/recipe/chosen-scale';
import { locationTexts } from '../../shared/texts/location';
import { Heading } from '../../shared/ui/Heading';
import { LoadError } from '../../shared/ui/LoadError';
import type { attributes, WantedProduct } from './attributes';
import { namesLine, orderMessage, pageSiteName } from './message';
import { inNameOrder, provincesOf, rank, tierOf } from './ranking';
import { whereToBuyTexts as texts } from './texts';
import { loadNearby, type NearbyCode } from '../../shared/distributors/load-nearby';

type Props = AttributeValues<typeof attributes>;

/** How many rows show at first, and how many more each 'Ver más' adds. */
const PAGE = 5;

/**
 * The scale the visitor chose for the recipe in `recipe-tools` (servings, mould or flour at hand:
 * kept per recipe, announced as it changes: src/shared/recipe/chosen-scale.ts); 1 until then,
 * and on a product page.
 */
function useChosenScale(postId: number | undefined, written: number | undefined): number {
  const [chosen, setChosen] = useState(() => (postId === undefined ? null : readScale(postId, written)));
  useEffect(() => (postId === undefined ? undefined : onScaleChange(postId, setChosen)), [postId]);
  return chosen ?? 1;
}

/** The URL the message links to: the recipe's public page, or this product page's address (without its query and fragment). */
function pageUrl(postId: number | undefined): string {
  const { origin, pathname } = window.location;
  return postId === undefined ? `${origin}${pathname}` : new URL(postPath(postId), origin).href;
}

/**
 * "Dónde comprar" (docs/widgets/where-to-buy.md): the distributors of a province, or nearest
 * first with 'Cerca mío', those that usually have every product asked for first, then some,
 * then the others; each with whether it is open now and, when it has WhatsApp, 'Pedir por
 * WhatsApp' with a message asking for the products in the quantities of the servings chosen.
 */
export function WhereToBuy(props: Props) {
  return props.products.length === 0 ? null : <Finder {...props} />;
}

function Finder({ products, postId, postName, servings: written, siteName, headingLevel }: Props) {
  const { report } = useWidget();
  const id = useId();
  const factor = useChosenScale(postId, written);
  const wanted = useMemo(() => products.map((product) => product.id), [products]);
  const request = useLoadResource('distributors', fetchDistributors, DISTRIBUTORS_PATH);
  const [province, setProvince] = useState<string | null>(null);
  const [near, setNear] = useState<{ point: Point; code: NearbyCode } | null>(null);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [shown, setShown] = useState(PAGE);
  const firstNew = useRef<HTMLElement>(null);
  const focusAt = useRef<number | null>(null);
  // The choices already counted on this page view: each province, and 'Cerca mío', once.
  const asked = useRef(new Set<string>());

  const all = request.data;
  // Name order, or nearest first while 'Cerca mío' is on (each distance worked out once per position).
  const nearOrder = useMemo(() => (all === null || near === null ? null : near.code.orderByDistance(inNameOrder(all), near.point)), [all, near]);
  const ordered = useMemo(() => nearOrder?.order ?? (all === null ? null : inNameOrder(all)), [all, nearOrder]);
  const provinces = useMemo(() => (all === null ? [] : provincesOf(all)), [all]);
  const choosing = province === null && near === null;
  const ranked = useMemo(() => (ordered === null || choosing ? [] : rank(ordered, wanted, province)), [ordered, wanted, province, choosing]);
  const provinceName = provinces.find((item) => item.key === province)?.name ?? null;

  useEffect(() => {
    if (focusAt.current !== null) firstNew.current?.focus();
    focusAt.current = null;
  }, [shown]);

  /** Records a hit, never waited for: a failure is reported and changes nothing the visitor sees. */
  function record(hit: HitPayload, what: string) {
    postHit(hit).catch((error: unknown) =>
      report({ phase: 'request', message: `could not record ${what} (it went on)`, error, url: HITS_PATH } satisfies Problem),
    );
  }

  /** A province chosen, or 'Cerca mío' tapped (`cerca-mio`: never the position), counted once a page view and never tied to anyone. */
  function ask(value: string) {
    if (asked.current.has(value)) return;
    asked.current.add(value);
    record({ entity, type: 'donde-comprar-consulta', user_id: null, value }, 'the choice');
  }

  function chooseProvince(key: string) {
    setProvince(key === '' ? null : key);
    setShown(PAGE);
    if (key !== '') ask(provinces.find((item) => item.key === key)?.name ?? key);
  }

  function toggleNear() {
    if (near !== null) {
      setNear(null);
      setMessage(null);
      setShown(PAGE);
      return;
    }
    if (asking) return;
    ask('cerca-mio');
    loadNearby()
      .then(async (code) => {
        const point = await code.findVisitor(false, (text, looking) => {
          setMessage(text);
          setAsking(looking);
        });
        if (point !== null) {
          setNear({ point, code });
          setShown(PAGE);
        }
      })
      .catch(() => {
        setAsking(false);
        setMessage(locationTexts.locateFailed);
      });
  }

  const subject = {
    recipe: postId === undefined ? null : (postName ?? null),
    products,
    factor,
    site: siteName ?? pageSiteName(),
    url: pageUrl(postId),
  };
  const entity = subject.recipe ?? products[0]?.name ?? '';

  function order(distributor: Distributor, href: string) {
    record({ entity, type: 'donde-comprar', user_id: readPageGlobals().userId, value: String(distributor.id) }, 'the order');
    trackLead(postId === undefined ? 'product' : 'recipe', postId ?? products[0]?.id ?? 0, distributor.id);
    window.open(`${href}?text=${encodeURIComponent(orderMessage(subject))}`, '_blank', 'noopener');
  }

  const now = new Date();
  const visible = ranked.slice(0, shown);
  return (
    <section className="sw-where-to-buy" aria-labelledby={`${id}title`}>
      <Heading level={headingLevel} id={`${id}title`} className="sw-where-to-buy__title">
        {texts.title}
      </Heading>
      <p className="sw-where-to-buy__lead">{postId === undefined ? texts.productLead : texts.recipeLead}</p>
      <div className="sw-where-to-buy__controls">
        <div>
          <label className="form-label" htmlFor={`${id}province`}>
            {texts.provinceLabel}
          </label>
          <select
            id={`${id}province`}
            className="form-select sw-where-to-buy__province"
            value={province ?? ''}
            disabled={all === null}
            onChange={(event) => chooseProvince(event.currentTarget.value)}
          >
            <option value="">{texts.provincePlaceholder}</option>
            {provinces.map((item) => (
              <option key={item.key} value={item.key}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button
            type="button"
            className="btn btn-outline-primary sw-where-to-buy__near"
            aria-pressed={near !== null}
            aria-busy={asking}
            aria-describedby={`${id}hint`}
            disabled={all === null}
            onClick={toggleNear}
          >
            {locationTexts.nearMe}
          </button>
          <p id={`${id}hint`} className="form-text mb-0">
            {locationTexts.nearMeHint}
          </p>
        </div>
      </div>
      <p className="sw-where-to-buy__status" role="status" aria-live="polite" aria-atomic="true">
        {message ??
          (ordered === null || choosing
            ? ''
            : ranked.length === 0 && provinceName !== null
              ? texts.noneIn(provinceName)
              : texts.count(ranked.length, provinceName, near !== null))}
      </p>
      {request.status === 'error' ? <LoadError message={texts.loadError} onRetry={request.retry} /> : null}
      {ordered !== null && choosing ? <p className="text-body-secondary">{texts.choose}</p> : null}
      {visible.length === 0 ? null : (
        <ul className="list-group sw-where-to-buy__list">
          {visible.map((distributor, index) => (
            <Row
              key={distributor.id}
              distributor={distributor}
              products={products}
              wanted={wanted}
              distance={nearOrder === null ? null : nearOrder.distanceOf(distributor)}
              now={now}
              nameRef={index === shown - PAGE && index > 0 ? firstNew : undefined}
              onOrder={order}
            />
          ))}
        </ul>
      )}
      {ranked.length > shown ? (
        <button
          type="button"
          className="btn btn-outline-secondary sw-where-to-buy__more"
          onClick={() => {
            focusAt.current = shown;
            setShown(shown + PAGE);
          }}
        >
          {texts.more}
        </button>
      ) : null}
    </section>
  );
}

interface RowProps {
  distributor: Distributor;
  products: readonly WantedProduct[];
  wanted: readonly number[];
  distance: string | null;
  now: Date;
  nameRef: RefObject<HTMLElement | null> | undefined;
  onOrder: (distributor: Distributor, href: string) => void;
}

/** One distributor: its name, locality, what it has of the products, whether it is open now, its distance, 'Pedir por WhatsApp'. */
function Row({ distributor, products, wanted, distance, now, nameRef, onOrder }: RowProps) {
  const tier = tierOf(distributor, wanted);
  const has = new Set(distributor.products ?? []);
  const status = hoursStatus(distributor.hours, now);
  const href = whatsappHref(distributor.whatsapp);
  const locality = distributor.locality?.trim() ?? '';
  return (
    <li className="list-group-item sw-where-to-buy__item" data-distributor-id={distributor.id} data-tier={tier}>
      <span className="d-flex flex-column">
        <span className="sw-where-to-buy__name" ref={nameRef} tabIndex={nameRef === undefined ? undefined : -1}>
          {distributor.name}
        </span>
        {locality === '' ? null : <span className="small text-body-secondary">{locality}</span>}
        {tier === 'other' ? null : (
          <span className="small fw-semibold sw-where-to-buy__has">
            {tier === 'all'
              ? products.length === 1
                ? texts.hasIt
                : texts.hasAll
              : texts.hasSome(namesLine(products.filter((product) => has.has(product.id))))}
          </span>
        )}
        <span className={`small sw-where-to-buy__hours sw-where-to-buy__hours--${status.kind}`} data-hours-status={status.kind}>
          {statusText(status)}
        </span>
        {distance === null ? null : <span className="small sw-where-to-buy__distance">{distance}</span>}
      </span>
      {href === null ? null : (
        <button
          type="button"
          className="btn btn-success sw-where-to-buy__order"
          aria-label={texts.orderName(distributor.name)}
          onClick={() => onOrder(distributor, href)}
        >
          {texts.order}
        </button>
      )}
    </li>
  );
}
