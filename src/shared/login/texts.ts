/** The bundle's login modal's texts, in es-AR (voseo). */
export const loginTexts = {
  title: 'Iniciá sesión',
  body: 'Para ver este contenido necesitás iniciar sesión.',
  action: 'Iniciar sesión',
  close: 'Cerrar',
} as const;
