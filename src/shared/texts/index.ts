import { loginTexts } from './login';

/**
 * The old single `texts` object, kept only for `ui/LoadError.tsx` and
 * `login/LoginModal.tsx` until they import their own file (each widget's chunk carries
 * its own texts: `texts/listing.ts`, `texts/faq.ts`, `texts/login.ts`). Add nothing here.
 */
export const texts = {
  listing: {
    loadError: 'No pudimos cargar el contenido.',
    retry: 'Reintentar',
  },
  login: loginTexts,
} as const;
