import { attr } from '../../runtime';
import { slideSchema } from './slide';

export const attributes = {
  slides: attr.jsonList(
    slideSchema,
    '{image, caption, alt}',
  )({
    required: true,
    description:
      "The slides, usually `#id` of a JSON script: `image` (URL), `caption` (text, copied into the text area when its slide shows) and `alt` (the image's description; empty when the caption says it all). An unreadable slide is left out (and reported).",
  }),
  captionTarget: attr.text({
    description:
      "CSS selector of the host's own `<textarea>` or text `<input>`, shown, that receives the active slide's caption; it hears `input` and `change` events. Anything else is refused (phase `data`): the widget shows its own text area. Default: a read-only text area under the slides.",
  }),
  interval: attr.integerBetween(
    2000,
    60000,
  )({
    description:
      'Turns the slides by itself every so many milliseconds (never for visitors who prefer reduced motion; pauses on hover). Default: only the visitor turns them.',
  }),
  label: attr.text({ description: 'Accessible name of the carousel. Default "Galería".' }),
};
