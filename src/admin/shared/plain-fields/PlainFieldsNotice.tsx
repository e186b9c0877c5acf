import { DraftNotice } from '../drafts/DraftNotice';
import type { DraftControls } from '../drafts/use-draft';
import { Announcer } from '../ui/Announcer';

/**
 * A plain-field widget's draft notice with the live region it speaks through, first in the
 * widget. 'Recuperar' is said by the widget's own undo offer ("Se recuperaron tus cambios.
 * Deshacer"), which is a live region too.
 */
export function PlainFieldsNotice({ draft }: { readonly draft: DraftControls }) {
  return (
    <Announcer>
      <DraftNotice draft={draft} saysRecovery={false} />
    </Announcer>
  );
}
