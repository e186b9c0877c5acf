/** Spanish (es-AR) texts shared by the admin editors. */
export const editorTexts = {
  undo: 'Deshacer',
  redo: 'Rehacer',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  remove: 'Eliminar',
  collapse: 'Contraer',
  expand: 'Expandir',
  dragHandle: (what: string) => `Arrastrar ${what}`,
  moved: (what: string, position: number, total: number) => `${what} movido a la posición ${position} de ${total}.`,
  undone: 'Cambio deshecho.',
  redone: 'Cambio rehecho.',
  removed: (what: string) => `${what} eliminado. Podés recuperarlo con Deshacer (Ctrl+Z).`,
  added: (what: string) => `${what} agregado.`,
  missingInput: (field: string) => `No se encontró el campo «${field}» en el formulario: este editor no puede guardar.`,
  unreadable: (field: string, found: string) =>
    `No se puede editar el campo «${field}»: ${found}. El formulario lo enviará sin cambios.`,
  badJson: 'su contenido no es JSON válido',
  technicalDetail: 'Detalle técnico',
  badShape: (where: string, expected: string, found: string) => `${where} se esperaba ${expected} y hay ${found}`,
  dnd: {
    instructions:
      'Para mover un elemento, presioná Espacio o Enter sobre su asa. Movelo con las flechas y soltalo con Espacio o Enter; Escape cancela.',
    start: (what: string) => `Tomaste ${what}.`,
    over: (what: string, position: number, total: number) => `${what} sobre la posición ${position} de ${total}.`,
    end: (what: string, position: number, total: number) => `Soltaste ${what} en la posición ${position} de ${total}.`,
    cancel: (what: string) => `Movimiento cancelado: ${what} volvió a su lugar.`,
    roleDescription: 'asa para reordenar',
    unavailable: 'No se pudo cargar el arrastre. Para mover un elemento, usá sus botones Subir y Bajar.',
  },
} as const;
