import './timers.css';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ring, prepareSound, canAskToNotify, askToNotify } from './alarm';
import { clock, timeLabel } from './format';
import { timedSteps, type TimedStep } from './step-times';
import { timerTexts as texts } from './texts';
import { cancelTimer, dueTimers, pauseTimer, readTimers, remaining, resumeTimer, saveTimers, startTimer, timerId, type Timer } from './timers-state';

export interface CookTimersProps {
  readonly postId: number;
  readonly recipe: Element;
  /** The placeholder: the bar goes right after it, inside the recipe. */
  readonly anchor: Element;
  /** Cook mode on: the steps show their timer buttons. */
  readonly cooking: boolean;
}

const TICK = 1000;
const ONE_MINUTE = 60_000;

/**
 * A container the component owns in the printed recipe: made once (detached, so the first
 * render can portal into it), placed after or at the end of `parent`, removed on unmount.
 */
function usePlaced(make: () => HTMLElement, parent: Element, where: 'after' | 'append'): HTMLElement {
  const [element] = useState(make);
  useLayoutEffect(() => {
    if (where === 'after') parent.after(element);
    else parent.append(element);
    return () => element.remove();
  }, [element, parent, where]);
  return element;
}

/**
 * Cook mode's timers (docs/widgets/recipe.md, "Timers"), in a chunk of their own loaded when
 * cook mode is first turned on (or a reload finds kept timers): a button per time on each step,
 * and the running timers in a bar that sticks to the top of the screen while the recipe scrolls.
 */
export function CookTimers({ postId, recipe, anchor, cooking }: CookTimersProps) {
  const [timers, setTimers] = useState<Timer[]>(() => readTimers(postId, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const [polite, setPolite] = useState('');
  const [urgent, setUrgent] = useState('');
  const [askable, setAskable] = useState(canAskToNotify);
  const warned = useRef(new Set<string>());
  const steps = useMemo(() => timedSteps(recipe), [recipe]);

  const bar = usePlaced(
    () => {
      const section = document.createElement('section');
      section.className = 'sw-recipe-timers';
      section.setAttribute('aria-label', texts.bar);
      section.tabIndex = -1;
      return section;
    },
    anchor,
    'after',
  );

  useEffect(() => saveTimers(postId, timers), [postId, timers]);

  /**
   * The clock moves on: a minute left is said once, politely; a finished timer rings and says so
   * assertively, once (it stays in the bar, '¡Listo!', until the visitor turns it off).
   */
  const tick = useEffectEvent(() => {
    const at = Date.now();
    setNow(at);
    for (const timer of timers) {
      const left = remaining(timer, at);
      if (timer.endsAt !== null && !timer.rung && left > 0 && left <= ONE_MINUTE && timer.seconds * 1000 > ONE_MINUTE && !warned.current.has(timer.id)) {
        warned.current.add(timer.id);
        setPolite(texts.oneMinute(timer.step));
      }
    }
    const due = dueTimers(timers, at);
    if (due.length === 0) return;
    for (const timer of due) ring(texts.notificationTitle(timer.step), texts.rang(timer.step, timeLabel(timer.seconds)), timer.id);
    setUrgent(due.map((timer) => texts.rang(timer.step, timeLabel(timer.seconds))).join(' '));
    const ids = new Set(due.map((timer) => timer.id));
    setTimers((current) => current.map((timer) => (ids.has(timer.id) ? { ...timer, rung: true } : timer)));
  });

  // A tick a second while a timer runs (and one at once: a reload may find one over); again when
  // the page is back in view, since hidden pages tick late.
  const running = timers.some((timer) => timer.endsAt !== null && !timer.rung);
  useEffect(() => {
    if (!running) return undefined;
    const first = window.setTimeout(tick, 0);
    const interval = window.setInterval(tick, TICK);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running]);

  function start(step: TimedStep, seconds: number) {
    const at = Date.now();
    prepareSound();
    if (timers.some((timer) => timer.id === timerId(step.number, seconds))) {
      setPolite(texts.alreadyRunning(step.number, timeLabel(seconds)));
      return;
    }
    warned.current.delete(timerId(step.number, seconds));
    setNow(at);
    setTimers((current) => startTimer(current, step.number, seconds, at));
    setPolite(texts.started(step.number, timeLabel(seconds)));
  }

  function pause(timer: Timer) {
    const at = Date.now();
    setNow(at);
    setTimers((current) => pauseTimer(current, timer.id, at));
    setPolite(texts.pausedMessage(timer.step));
  }

  function resume(timer: Timer) {
    const at = Date.now();
    prepareSound();
    setNow(at);
    setTimers((current) => resumeTimer(current, timer.id, at));
    setPolite(texts.resumed(timer.step));
  }

  /** Cancelled or dismissed: focus goes to the step's timer button in cook mode, else to the bar, never lost. */
  function cancel(timer: Timer) {
    setTimers((current) => cancelTimer(current, timer.id));
    if (!timer.rung) setPolite(texts.cancelled(timer.step));
    const button = document.getElementById(`${timer.id}-iniciar`);
    (button ?? bar).focus();
  }

  function allowNotifications() {
    askToNotify().then(
      (permission) => {
        setAskable(false);
        setPolite(permission === 'granted' ? texts.notifyOn : texts.notifyRefused);
      },
      () => setAskable(false),
    );
  }

  return (
    <>
      {createPortal(
        <>
          {timers.length === 0 ? null : (
            <ul className="sw-recipe-timers__list">
              {timers.map((timer) => (
                <TimerRow key={timer.id} timer={timer} now={now} onPause={pause} onResume={resume} onCancel={cancel} />
              ))}
            </ul>
          )}
          {timers.length > 0 && askable ? (
            <button type="button" className="btn btn-link sw-recipe-timers__notify" onClick={allowNotifications}>
              {texts.notify}
            </button>
          ) : null}
          <p className="visually-hidden" role="status">
            {polite}
          </p>
          <p className="visually-hidden" role="alert">
            {urgent}
          </p>
        </>,
        bar,
      )}
      {cooking ? steps.map((step) => <StepButtons key={step.number} step={step} onStart={start} />) : null}
    </>
  );
}

interface TimerRowProps {
  timer: Timer;
  now: number;
  onPause: (timer: Timer) => void;
  onResume: (timer: Timer) => void;
  onCancel: (timer: Timer) => void;
}

function TimerRow({ timer, now, onPause, onResume, onCancel }: TimerRowProps) {
  const time = timeLabel(timer.seconds);
  const paused = timer.endsAt === null;
  return (
    <li className={`sw-recipe-timers__timer${timer.rung ? ' sw-recipe-timers__timer--done' : ''}`}>
      <a className="sw-recipe-timers__name" href={`#paso-${timer.step}`}>
        {texts.timer(timer.step, time)}
      </a>
      <span className="sw-recipe-timers__clock">{timer.rung ? texts.done : clock(remaining(timer, now))}</span>
      {paused ? <span className="sw-recipe-timers__state">{texts.paused}</span> : null}
      {timer.rung ? null : (
        <button
          type="button"
          className="btn btn-outline-dark sw-recipe-timers__button"
          aria-label={paused ? texts.resumeName(timer.step, time) : texts.pauseName(timer.step, time)}
          onClick={() => (paused ? onResume(timer) : onPause(timer))}
        >
          {paused ? texts.resume : texts.pause}
        </button>
      )}
      <button
        type="button"
        className={`btn ${timer.rung ? 'btn-dark' : 'btn-outline-secondary'} sw-recipe-timers__button`}
        aria-label={timer.rung ? texts.dismissName(timer.step, time) : texts.cancelName(timer.step, time)}
        onClick={() => onCancel(timer)}
      >
        {timer.rung ? texts.dismiss : texts.cancel}
      </button>
    </li>
  );
}

/** A step's timer buttons, in a container of their own at the step's end. */
function StepButtons({ step, onStart }: { step: TimedStep; onStart: (step: TimedStep, seconds: number) => void }) {
  const box = usePlaced(
    () => {
      const div = document.createElement('div');
      div.className = 'sw-recipe-timers__start';
      return div;
    },
    step.element,
    'append',
  );
  return createPortal(
    step.times.map((seconds) => (
      <button
        key={seconds}
        id={`${timerId(step.number, seconds)}-iniciar`}
        type="button"
        className="btn btn-outline-primary sw-recipe-timers__button"
        aria-label={texts.startName(timeLabel(seconds), step.number)}
        onClick={() => onStart(step, seconds)}
      >
        {texts.start(timeLabel(seconds))}
      </button>
    )),
    box,
  );
}
