import * as v from 'valibot';

/** One slide: its image, its caption (text, never HTML) and, optionally, the image's alt. */
export const slideSchema = v.looseObject({
  image: v.pipe(v.string(), v.nonEmpty('expected an image URL')),
  caption: v.pipe(
    v.nullish(v.string()),
    v.transform((caption) => caption ?? ''),
  ),
  alt: v.nullish(v.string()),
});
