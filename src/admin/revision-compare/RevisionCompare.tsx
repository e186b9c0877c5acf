import { useEffect, useMemo, useState } from 'react';
import type { AttributeValues } from '../../runtime';
import { useLazyPart } from '../../shared/loading/lazy-part';
import { describeChanges } from '../shared/merge/describe';
import type { attributes } from './attributes';
import { declarationOf } from './declarations';
import { revisionCompareTexts } from './texts';

/**
 * What changed between two values of one editor's field (a revision and the current
 * version), in the sentences the editors' merge offer uses: "Se agregó el paso 4 de «Masa»:
 * «Hornear 20 minutos».", "Se cambió «Titulo Banner»: «Harinas» → «Harinas 0000».". The
 * words are the editor's own, from its declaration, downloaded for the editors the page
 * compares. Read only: restoring is the host's form.
 */
export function RevisionCompare({ editor, before, after, label }: AttributeValues<typeof attributes>) {
  const part = declarationOf(editor);
  const declaration = useLazyPart(part);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (declaration !== null) return;
    let current = true;
    // The download's failure is logged where it happens (lazyPart); here it is said.
    part.request().catch(() => {
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [part, declaration]);
  const sentences = useMemo(() => (declaration === null ? null : describeChanges(before, after, declaration.words)), [before, after, declaration]);
  if (sentences === null) return failed ? <p className="sw-revision-compare mb-0">{revisionCompareTexts.unavailable}</p> : null;
  if (sentences.length === 0) return <p className="sw-revision-compare mb-0">{revisionCompareTexts.unchanged}</p>;
  return (
    <ul className="sw-revision-compare mb-0" aria-label={label === undefined ? undefined : revisionCompareTexts.list(label)}>
      {sentences.map((sentence, index) => (
        <li key={index}>{sentence}</li>
      ))}
    </ul>
  );
}
