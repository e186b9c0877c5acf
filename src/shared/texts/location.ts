/** 'Cerca mío' (the directory's and where-to-buy's), in es-AR (voseo); what it says while it looks: src/shared/distributors/nearby/texts.ts. */
export const locationTexts = {
  nearMe: 'Cerca mío',
  /** Under the button: what it does, and that the position stays on the phone. */
  nearMeHint: 'Ordená por distancia. Tu ubicación no sale de tu teléfono.',
  /** The position could not be had, or the code asking for it not downloaded (the other cases' texts come with that code). */
  locateFailed: 'No pudimos saber dónde estás. Probá de nuevo, o buscá por provincia o localidad.',
} as const;
