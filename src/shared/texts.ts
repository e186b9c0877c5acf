/** Every text the visitor or editor reads, in es-AR (voseo), in one place. */
export const texts = {
  faq: {
    expand: 'Mostrar respuesta',
    collapse: 'Ocultar respuesta',
    empty: 'Todavía no hay preguntas frecuentes en esta sección.',
  },
  listing: {
    all: 'Todo',
    landings: 'Landings',
    loadError: 'No pudimos cargar el contenido.',
    retry: 'Reintentar',
    pagination: 'Paginación',
    page: (page: number) => `Página ${page}`,
    next: 'Página siguiente',
    loginToWatch: 'Iniciar sesión para ver el video',
    finishRegistration: 'Finalizar registro para ver el video',
    loading: 'Cargando…',
  },
  login: {
    title: 'Iniciá sesión',
    body: 'Para ver este contenido necesitás iniciar sesión.',
    action: 'Iniciar sesión',
    close: 'Cerrar',
  },
  distributors: {
    title: 'Distribuidores',
    provincePlaceholder: 'Buscar por provincia',
    detail: 'Ver detalle',
  },
  whatsapp: {
    title: 'Compartir por Whatsapp',
    description: 'Completá el número a quién le quieras compartir la receta!',
    send: 'Enviar por Whatsapp',
  },
  admin: {
    steps: 'Pasos',
    ingredients: 'Ingredientes',
    banner: 'Baner Principal',
    bannerTitle: 'Titulo Banner',
    bannerSubtitle: 'Bajada Banner',
    faqProfessionals: 'Preguntas Frecuentes - Profesionales',
    faqConsumers: 'Preguntas Frecuentes - Consumidores',
    remove: 'Eliminar',
  },
} as const;
