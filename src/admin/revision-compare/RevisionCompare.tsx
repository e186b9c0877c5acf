import { useMemo } from 'react';
import type { AttributeValues } from '../../runtime';
import { describeChanges } from '../shared/merge/describe';
import { EDITOR_WORDS } from '../shared/merge/words/by-editor';
import type { attributes } from './attributes';
import { revisionCompareTexts } from './texts';

/**
 * What changed between two values of one editor's field (a revision and the current
 * version), in the sentences the editors' merge offer uses: "Se agregó el paso 4 de «Masa»:
 * «Hornear 20 minutos».", "Se cambió «Titulo Banner»: «Harinas» → «Harinas 0000».". Read
 * only: restoring is the host's form.
 */
export function RevisionCompare({ editor, before, after, label }: AttributeValues<typeof attributes>) {
  const sentences = useMemo(() => describeChanges(before, after, EDITOR_WORDS[editor]), [before, after, editor]);
  if (sentences.length === 0) return <p className="sw-revision-compare mb-0">{revisionCompareTexts.unchanged}</p>;
  return (
    <ul className="sw-revision-compare mb-0" aria-label={label === undefined ? undefined : revisionCompareTexts.list(label)}>
      {sentences.map((sentence, index) => (
        <li key={index}>{sentence}</li>
      ))}
    </ul>
  );
}
