import { attr } from '../../runtime';

/** The heartbeat's route when the page names none (the worked host's, host/routes/web.php). */
const PRESENCE_PATH = '/admin/presencia';

export const attributes = {
  item: attr.text({
    required: true,
    description:
      'The item the form edits, as the server printed and signed it: `{type}:{id}.{signature}` (`<x-site-widgets-presence :model="$post">` writes it). Sent with each heartbeat; the server refuses an item it did not sign.',
  }),
  noun: attr.text({
    required: true,
    description: "How the notices name the item, after a verb: 'esta receta', 'este producto', 'la portada', 'las preguntas frecuentes'.",
  }),
  revision: attr.integer({
    description:
      "The item's newest saved revision when the page was printed (`site_widget_revisions.number`, 0 when it has none). A save by someone else with a higher number is announced. Left out (no revisions are kept), the first heartbeat's answer sets it.",
  }),
  back: attr.text({
    default: '/admin',
    description: "Where 'Volver' goes when the browser has no earlier page of this site to go back to: the admin index.",
  }),
  url: attr.text({
    default: PRESENCE_PATH,
    description: 'The heartbeat\'s route: `POST {item, leaving?}`, answered `{editors, saved}` (docs/widgets/editors.md, "Who is editing").',
  }),
  interval: attr.integerBetween(
    1,
    600,
  )({
    default: 20,
    description:
      "Seconds between heartbeats while the page is visible. Keep it well under the server's expiry (`site-widgets.presence_ttl`, 60 s); tests lower it to see a later arrival sooner.",
  }),
};
