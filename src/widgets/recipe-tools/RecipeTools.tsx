import './recipe-tools.css';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useWidget, type AttributeValues, type Problem } from '../../runtime';
import { useLazyPart } from '../../shared/loading/lazy-part';
import { trackClick } from '../../shared/page/analytics';
import { trackShare, type ShareMethod } from '../../shared/page/analytics-events';
import { ShareButton } from '../../shared/sharing/ShareButton';
import { readPageGlobals } from '../../shared/page/globals';
import { whatsappLink } from '../../shared/sharing/whatsapp-link';
import type { attributes } from './attributes';
import { checkboxesOf, readCheckOffs, saveCheckOffs } from './check-offs';
import { ingredientsMessage } from './ingredients-text';
import { boundedScale, MAX_SERVINGS, MIN_SERVINGS, readScale, saveScale } from '../../shared/recipe/chosen-scale';
import { restoreRecipe, scaleRecipe } from './servings';
import { kitchenPart } from './kitchen/load-kitchen';
import { AddToList } from './list/AddToList';
import { readGramsChoice, saveGramsChoice } from './kitchen/grams-choice';
import type { YeastKind } from '../../shared/recipe/yeast';
import { servingsNumber, recipeToolsTexts as texts, yieldWords } from './texts';
import { cookTimers } from './timers/load-timers';
import { hasKeptTimers } from './timers/timers-state';
import { canHoldScreen, useWakeLock } from './use-wake-lock';

type Props = AttributeValues<typeof attributes>;

/**
 * The recipe tools (docs/widgets/recipe.md): they find the printed recipe around their
 * placeholder and work on it. Without one, nothing is shown and the host is told.
 */
/** The hits API, with the HTTP client: downloaded once, when the visitor reaches for the WhatsApp button. */
const loadHits = () => import('../../shared/api/hits');
const prefetchHits = () => void loadHits().catch(() => undefined);
/** The kitchen tools start downloading at the first sign of interest (hover, focus), before the click. */
const prefetchKitchen = () => void kitchenPart.request().catch(() => undefined);

export function RecipeTools(props: Props) {
  const { element, report } = useWidget();
  const recipe = element.closest('.sw-recipe');
  useEffect(() => {
    if (recipe === null)
      report({
        phase: 'data',
        message: 'found no printed recipe around its placeholder (it must sit inside article.sw-recipe, docs/widgets/recipe.md)',
        error: new Error('no .sw-recipe ancestor'),
      });
  }, [recipe, report]);
  return recipe === null ? null : <Tools {...props} recipe={recipe} report={report} element={element} />;
}

interface ToolsProps extends Props {
  recipe: Element;
  /** The placeholder: cook mode's timer bar goes right after it. */
  element: Element;
  report: (problem: Problem) => void;
}

function Tools({ postId, postName, servings: printed, mould, recipe, report, element }: ToolsProps) {
  const id = useId();
  // One scale for servings, mould and flour (docs/widgets/recipe.md, "One scale"): the servings are what it makes.
  const [scale, setScale] = useState(() => readScale(postId, printed) ?? 1);
  const servings = printed === undefined ? undefined : printed * scale;
  const [grams, setGrams] = useState(readGramsChoice);
  const [yeast, setYeast] = useState<YeastKind | null>(null);
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState(true);
  const [cooking, setCooking] = useState(false);
  const more = useRef<HTMLButtonElement>(null);
  const scaled = scale !== 1;

  // The kitchen's controls (mould, flour at hand, grams, yeast) come when opened, or at once when
  // a reload finds a choice only they can show (grams kept on, a recipe scaled with a mould).
  const [kitchenWanted, setKitchenWanted] = useState(() => grams || (mould !== undefined && scale !== 1));
  const [kitchenOpen, setKitchenOpen] = useState(false);
  const kitchen = useLazyPart(kitchenPart);
  useEffect(() => {
    if (kitchenWanted) kitchenPart.request().catch((error: unknown) => report({ phase: 'request', message: 'could not download the kitchen tools', error }));
  }, [kitchenWanted, report]);

  // Before the first paint: the quantities for the scale chosen on an earlier visit; grams and the
  // yeast swap once their code is here (until then, the scaled quantities as written).
  const rewrite = kitchen?.rewriteRecipe;
  useLayoutEffect(() => {
    if (rewrite === undefined) scaleRecipe(recipe, scale);
    else rewrite(recipe, scale, { grams, yeast });
  }, [recipe, scale, grams, yeast, rewrite]);
  // Unmounted, the recipe goes back to what was printed. Only then: each change above writes over
  // the last, so a change paints once.
  useLayoutEffect(() => () => restoreRecipe(recipe), [recipe]);

  useEffect(() => saveScale(postId, scale, printed), [postId, printed, scale]);
  useEffect(() => saveGramsChoice(grams), [grams]);

  // The check-offs: today's come back (a box the visitor checked before the widget arrived stays checked); every change is kept.
  useLayoutEffect(() => {
    const kept = readCheckOffs(postId);
    for (const box of checkboxesOf(recipe)) if (kept.has(box.id)) box.checked = true;
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.classList.contains('sw-recipe__check')) saveCheckOffs(postId, recipe);
    };
    recipe.addEventListener('change', onChange);
    return () => recipe.removeEventListener('change', onChange);
  }, [postId, recipe]);

  useEffect(() => {
    recipe.classList.toggle('sw-recipe--print-without-photos', !photos);
    recipe.classList.toggle('sw-recipe--cooking', cooking);
    return () => recipe.classList.remove('sw-recipe--print-without-photos', 'sw-recipe--cooking');
  }, [recipe, photos, cooking]);

  const onRefused = useCallback(
    (error: unknown) => {
      setCooking(false);
      setMessage(texts.cookModeFailed);
      report({ phase: 'request', message: 'could not keep the screen on (cook mode)', error });
    },
    [report],
  );
  useWakeLock(cooking, onRefused);

  // Cook mode's timers: their code comes with the first switch to cook mode, or at once when a
  // reload finds timers kept for this recipe; once here, they stay (a timer runs on out of cook mode).
  const [timersWanted, setTimersWanted] = useState(() => hasKeptTimers(postId));
  const Timers = useLazyPart(cookTimers);
  useEffect(() => {
    if (timersWanted) cookTimers.request().catch((error: unknown) => report({ phase: 'request', message: 'could not download the cook mode timers', error }));
  }, [timersWanted, report]);

  /** The count itself is a polite live region: the new servings are announced there. */
  function choose(count: number) {
    if (printed !== undefined) setScale(boundedScale(count / printed));
  }

  function uncheckAll() {
    for (const box of checkboxesOf(recipe)) box.checked = false;
    saveCheckOffs(postId, recipe);
    setMessage(texts.uncheckedAll);
  }

  function toggleCooking() {
    if (!cooking) setTimersWanted(true);
    setCooking(!cooking);
    setMessage(cooking ? texts.cookModeOff : texts.cookModeOn);
  }

  /** A hit, never waited for; the hits API comes with the first one (or a hover or focus before it). */
  function recordHit(type: 'whatsapp-ingredientes' | 'share', value: string, what: string) {
    const hit = { entity: postName, type, user_id: readPageGlobals().userId, value };
    loadHits().then(
      ({ postHit, HITS_PATH }) =>
        postHit(hit).catch((error: unknown) => report({ phase: 'request', message: `could not record ${what} (it went on)`, error, url: HITS_PATH })),
      (error: unknown) => report({ phase: 'request', message: `could not download what records ${what} (it went on)`, error }),
    );
  }

  /** "Compartir" went out (docs/widgets/sharing.md, "Compartir"): its own hit (the hits API comes then: the sheet took its time anyway). */
  function onShared(method: ShareMethod) {
    recordHit('share', method, 'the share');
  }

  /**
   * As the share box does: the hit (never waited for), the analytics click, then WhatsApp, inside
   * the click. The HTTP client comes with the hit, on first need (hover, focus or the click): a
   * recipe read and cooked without sharing never downloads it.
   */
  function sendIngredients() {
    const filled = kitchen?.scaleWords(mould, scale) ?? null;
    const heading = servings === undefined && filled === null ? texts.ingredientsHeading : texts.ingredientsFor(yieldWords(servings, filled));
    const value = servings === undefined ? texts.hitRecipe : texts.servingsCount(servings);
    recordHit('whatsapp-ingredientes', value, 'the ingredients share');
    trackClick('whatsapp-ingredientes', postName);
    trackShare('whatsapp', 'recipe_ingredients', postId);
    window.open(whatsappLink('', ingredientsMessage(recipe, postName, heading)), '_blank', 'noopener');
  }

  return (
    <div className="sw-recipe-tools" role="group" aria-label={texts.toolbar}>
      {printed === undefined || servings === undefined ? null : (
        <div className="sw-recipe-tools__servings" role="group" aria-labelledby={`${id}servings`}>
          <span id={`${id}servings`} className="sw-recipe-tools__label">
            {texts.servings}
          </span>
          <button
            type="button"
            className="btn btn-outline-secondary sw-recipe-tools__step"
            aria-label={texts.fewer}
            disabled={servings <= MIN_SERVINGS}
            onClick={() => choose(Math.max(MIN_SERVINGS, Math.ceil(servings - 0.05) - 1))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="sw-recipe-tools__count" aria-live="polite" aria-atomic="true">
            <span aria-hidden="true">{servingsNumber(servings)}</span>
            <span className="visually-hidden">{texts.servingsCount(servings)}</span>
          </span>
          <button
            ref={more}
            type="button"
            className="btn btn-outline-secondary sw-recipe-tools__step"
            aria-label={texts.more}
            disabled={servings >= MAX_SERVINGS}
            onClick={() => choose(Math.min(MAX_SERVINGS, Math.floor(servings + 0.05) + 1))}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className="btn btn-link sw-recipe-tools__restore"
            disabled={!scaled}
            onClick={() => {
              setScale(1);
              more.current?.focus();
            }}
          >
            {texts.restore(printed)}
          </button>
        </div>
      )}
      <div className="sw-recipe-tools__actions">
        <button type="button" className="btn btn-outline-dark sw-recipe-tools__action" onClick={() => window.print()}>
          {texts.print}
        </button>
        <div className="form-check sw-recipe-tools__toggle">
          <input
            id={`${id}photos`}
            type="checkbox"
            className="form-check-input"
            checked={photos}
            onChange={(event) => setPhotos(event.currentTarget.checked)}
          />
          <label className="form-check-label" htmlFor={`${id}photos`}>
            {texts.printPhotos}
          </label>
        </div>
        <button
          type="button"
          className="btn btn-success sw-recipe-tools__action sw-recipe-tools__whatsapp"
          onClick={sendIngredients}
          onPointerEnter={prefetchHits}
          onFocus={prefetchHits}
        >
          {texts.whatsapp} <span className="visually-hidden">{texts.opensInNewWindow}</span>
        </button>
        <ShareButton postId={postId} postName={postName} className="sw-recipe-tools__action" onShared={onShared} />
        <button type="button" className="btn btn-outline-dark sw-recipe-tools__action" onClick={uncheckAll}>
          {texts.uncheckAll}
        </button>
        {canHoldScreen() ? (
          <div className="form-check form-switch sw-recipe-tools__toggle">
            <input id={`${id}cook`} type="checkbox" role="switch" className="form-check-input" checked={cooking} onChange={toggleCooking} />
            <label className="form-check-label" htmlFor={`${id}cook`}>
              {texts.cookMode}
            </label>
          </div>
        ) : null}
        <button
          type="button"
          className="btn btn-outline-dark sw-recipe-tools__action sw-recipe-tools__kitchen"
          aria-expanded={kitchenOpen}
          aria-controls={kitchenOpen ? `${id}kitchen` : undefined}
          onClick={() => {
            setKitchenWanted(true);
            setKitchenOpen(!kitchenOpen);
          }}
          onPointerEnter={prefetchKitchen}
          onFocus={prefetchKitchen}
        >
          {texts.kitchen}
        </button>
        <AddToList postId={postId} postName={postName} servings={servings} recipe={recipe} report={report} />
      </div>
      {kitchenOpen ? (
        <div id={`${id}kitchen`}>
          {kitchen === null ? null : (
            <kitchen.Kitchen recipe={recipe} mould={mould} scale={scale} onScale={setScale} grams={grams} onGrams={setGrams} yeast={yeast} onYeast={setYeast} />
          )}
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {message}
      </p>
      {/* eslint-disable-next-line react-hooks/static-components -- a module's component, loaded once per page: its identity never changes once here */}
      {Timers !== null && timersWanted ? <Timers postId={postId} recipe={recipe} anchor={element} cooking={cooking} /> : null}
      {scaled && (servings !== undefined || mould !== undefined) ? (
        <p className="sw-recipe-tools__print-note">{texts.printedFor(yieldWords(servings, kitchen?.scaleWords(mould, scale) ?? null))}</p>
      ) : null}
    </div>
  );
}
