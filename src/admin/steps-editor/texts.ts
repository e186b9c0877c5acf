/** Spanish (es-AR) texts of the steps editor. */
export const stepsTexts = {
  title: 'Pasos',
  defaultGroupName: 'Pasos',
  Item: 'Paso',
  addItem: 'Agregar paso',
  addGroup: 'Agregar grupo de pasos',
  emptyGroup: 'Este grupo todavía no tiene pasos.',
  image: (label: string) => `Imagen del ${label.toLowerCase()}`,
} as const;
