/** What 'Cerca mío' says while it looks and when it cannot (es-AR, voseo): downloaded with it. */
export const nearbyTexts = {
  locating: 'Buscando tu ubicación…',
  denied: 'No tenemos permiso para ver tu ubicación. Podés permitirlo en tu navegador, o buscá por provincia o localidad.',
  timeout: 'Tu ubicación tardó demasiado en llegar. Probá de nuevo, o buscá por provincia o localidad.',
  unsupported: 'Este navegador no puede darnos tu ubicación. Buscá por provincia o localidad.',
} as const;
