import type { FaqSection } from '../../shared/faq/faq';

/** Spanish (es-AR) texts of the FAQ admin; the section titles are the spec's. */
export const faqEditorTexts = {
  title: 'Preguntas frecuentes',
  sections: {
    professionals: 'Preguntas Frecuentes - Profesionales',
    consumers: 'Preguntas Frecuentes - Consumidores',
  } satisfies Record<FaqSection, string>,
  /** Short names, for the move buttons. */
  shortSections: { professionals: 'Profesionales', consumers: 'Consumidores' } satisfies Record<FaqSection, string>,
  question: (position: number) => `Pregunta ${position}`,
  answer: (position: number) => `Respuesta de la pregunta ${position}`,
  what: (position: number) => `pregunta ${position}`,
  add: 'Agregar pregunta',
  addTo: (section: string) => ` en ${section}`,
  empty: 'Todavía no hay preguntas en esta sección.',
  moveTo: (section: string) => `Mover a ${section}`,
  preview: 'Vista previa (como la ve el público)',
  untitled: '(Pregunta sin título)',
  toolbar: (position: number) => `Formato de la respuesta ${position}`,
  answerHint: 'HTML: los botones agregan etiquetas alrededor del texto elegido. Se muestra depurado, como en el sitio.',
  markup: { bold: 'Negrita', italic: 'Cursiva', link: 'Enlace', list: 'Lista' },
  describe: (position: number) => `la pregunta ${position}`,
  moved: (position: number, total: number) => `Pregunta movida a la posición ${position} de ${total}.`,
  movedTo: (section: string, position: number, total: number) => `Pregunta movida a ${section}, posición ${position} de ${total}.`,
  added: (position: number, section: string) => `Pregunta ${position} agregada en ${section}.`,
  removed: (position: number) => `Pregunta ${position} eliminada. Podés recuperarla con Deshacer (Ctrl+Z).`,
} as const;
