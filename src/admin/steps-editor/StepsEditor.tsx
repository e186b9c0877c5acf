import { useMemo } from 'react';
import type { AttributeValues } from '../../runtime';
import { Announcer } from '../shared/ui/Announcer';
import { createGroupsEditor } from '../shared/groups/GroupsEditor';
import { editorTexts } from '../shared/ui/texts';
import { useGroupsDocument, type GroupsSource } from '../shared/groups/use-groups-document';
import type { attributes } from './attributes';
import { stepsConfig } from './config';
import { stepGroupsSchema, type Step, type StepGroup } from './schema';
import { UploadSettingsContext } from './StepBody';
import { Unavailable } from '../shared/ui/Unavailable';

const Editor = createGroupsEditor(stepsConfig);

export function StepsEditor({ input, uploadPath, maxMb, label }: AttributeValues<typeof attributes>) {
  const source = useMemo<GroupsSource<StepGroup, Step>>(
    () => ({ field: input, schema: stepGroupsSchema, items: stepsConfig.adapter.items, empty: () => [stepsConfig.adapter.newGroup(0)] }),
    [input],
  );
  const document = useGroupsDocument(source, editorTexts.missingInput(input));
  const upload = useMemo(() => ({ path: uploadPath, maxMb }), [uploadPath, maxMb]);
  if (document.status === 'unavailable') return <Unavailable message={document.message} detail={document.detail} />;
  return (
    <UploadSettingsContext.Provider value={upload}>
      <Announcer>
        <Editor title={label ?? 'Pasos'} history={document.history} apply={document.apply} undo={document.undo} redo={document.redo} draft={document.draft} />
      </Announcer>
    </UploadSettingsContext.Provider>
  );
}
