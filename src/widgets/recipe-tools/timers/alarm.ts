/**
 * How a finished timer makes itself known beyond the page's live region (docs/widgets/recipe.md,
 * "Timers"): a beep made with Web Audio (no sound file to download), a vibration where the
 * phone has one, and a notification only where the visitor has already allowed them.
 */

let context: AudioContext | null = null;

/**
 * Makes the audio context inside a click (starting a timer): browsers let a page sound only
 * after the visitor has touched it, and a context made in a gesture may play later.
 */
export function prepareSound(): void {
  if (typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/** Four short beeps at 880 Hz, about two seconds: loud enough over a kitchen, gone by itself. */
function beep(): void {
  if (context === null) return;
  const start = context.currentTime;
  for (let index = 0; index < 4; index += 1) {
    const at = start + index * 0.5;
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    tone.connect(volume).connect(context.destination);
    tone.start(at);
    tone.stop(at + 0.32);
  }
}

/** The phone's buzz, where there is one (not iOS Safari). */
function vibrate(): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate([300, 150, 300, 150, 600]);
}

/** Whether notifications can be asked for: the API is there and the visitor has not decided. */
export function canAskToNotify(): boolean {
  return typeof window.Notification === 'function' && Notification.permission === 'default';
}

/** Asks, inside the visitor's click on the bar's button (never at page load). */
export function askToNotify(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

function notify(title: string, body: string, tag: string): void {
  if (typeof window.Notification !== 'function' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Android's Chrome wants notifications from a service worker: the beep and the page's message remain.
  }
}

/** Everything a finished timer does, each part where the browser can. */
export function ring(title: string, body: string, tag: string): void {
  try {
    beep();
  } catch {
    // No sound (the context was closed): the vibration and the message remain.
  }
  vibrate();
  notify(title, body, tag);
}
