import { useMemo } from 'react';
import type { AttributeValues } from '../../runtime';
import { DocumentFrame } from '../shared/frame/DocumentFrame';
import { createGroupsEditor } from '../shared/groups/GroupsEditor';
import { useGroupsDocument, type GroupsSource } from '../shared/groups/use-groups-document';
import type { attributes } from './attributes';
import { stepsConfig } from './config';
import type { Step, StepGroup } from './schema';
import { UploadSettingsContext } from './StepBody';
import { stepsTexts } from './texts';
import { stepsEditor } from './editor';

const Editor = createGroupsEditor(stepsConfig);

export function StepsEditor({ input, uploadPath, maxMb, label }: AttributeValues<typeof attributes>) {
  const source = useMemo<GroupsSource<StepGroup, Step>>(
    () => ({ field: input, schema: stepsEditor.schema, items: stepsConfig.adapter.items, empty: () => [stepsConfig.adapter.newGroup(0)] }),
    [input],
  );
  const document = useGroupsDocument(source);
  const upload = useMemo(() => ({ path: uploadPath, maxMb }), [uploadPath, maxMb]);
  const title = label ?? stepsTexts.title;
  return (
    <UploadSettingsContext.Provider value={upload}>
      <DocumentFrame document={document} title={title} words={stepsEditor.words}>
        {({ history, apply }) => <Editor title={title} history={history} apply={apply} />}
      </DocumentFrame>
    </UploadSettingsContext.Provider>
  );
}
