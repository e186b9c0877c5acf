import { CONSENT_CHANGE_EVENT, type ConsentChange, type ConsentChoice } from '../../shared/page/consent';
import { updateConsent } from '../../shared/page/gtag';

/** The first-party cookies Google's tag sets (`_ga`, `_ga_<container>`, `_gid`, `_gat…`). */
const ANALYTICS_COOKIE = /^_g(a|id|at)(_|$)/;

/**
 * A refusal also takes back what an earlier 'Aceptar' left: the tag's cookies, on this host and
 * on each parent domain the tag may have written them to (it picks the widest it can).
 */
function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const labels = location.hostname.split('.');
  const domains = [''];
  for (let start = 0; start < labels.length - 1; start++) domains.push(`; domain=.${labels.slice(start).join('.')}`);
  for (const name of names) for (const domain of domains) document.cookie = `${name}=; path=/; max-age=0${domain}`;
}

/** What a choice does on the page: Consent Mode's update, the event the host's tag loader hears, the cookies on a refusal. */
export function applyChoice(choice: ConsentChoice): void {
  updateConsent(choice);
  if (choice === 'denied') removeAnalyticsCookies();
  window.dispatchEvent(new CustomEvent<ConsentChange>(CONSENT_CHANGE_EVENT, { detail: { choice } }));
}
