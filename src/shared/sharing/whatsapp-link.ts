/**
 * WhatsApp's send link: to a number (international digits), or with `''` to whoever the
 * visitor picks in WhatsApp. `encodeURIComponent` keeps accents, `&`, `#`, `+`, line breaks
 * and emoji intact. The share box and the recipe tools both open it.
 */
export function whatsappLink(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
