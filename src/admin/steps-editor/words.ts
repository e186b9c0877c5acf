import type { ChangeWords } from '../shared/merge/describe';
import { quoted } from '../shared/merge/describe';
import { groupLabel, itemIn, textOf } from '../shared/merge/item-names';

/** How the steps are named when an editor is told what changed (a merge, a revision). */
export const stepsWords: ChangeWords = {
  lists: {
    '': { container: true, label: groupLabel },
    '*.steps': { label: (step, position, within) => `${itemIn('el paso', position, within)}: ${quoted(textOf(step, 'text'))}` },
  },
  fields: { '*.name': 'el nombre', '*.steps.*.text': 'el texto', '*.steps.*.image': 'la imagen' },
};
