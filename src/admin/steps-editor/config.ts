import type { GroupsEditorConfig } from '../shared/groups/config';
import { fieldText } from '../shared/document/legacy-json';
import type { Step, StepGroup } from './schema';
import { StepBody } from './StepBody';
import { stepsTexts } from './texts';

export const stepsConfig: GroupsEditorConfig<StepGroup, Step> = {
  adapter: {
    items: (group) => group.steps ?? [],
    draftItems: (group) => (group.steps ??= []),
    newGroup: () => ({ name: stepsTexts.defaultGroupName, steps: [{ text: '', image: '' }] }),
    newItem: () => ({ text: '', image: '' }),
  },
  words: { Item: stepsTexts.Item, addItem: stepsTexts.addItem, addGroup: stepsTexts.addGroup, emptyGroup: stepsTexts.emptyGroup },
  groupName: (group) => fieldText(group.name),
  setGroupName: (draft, name) => {
    draft.name = name;
  },
  ItemBody: StepBody,
};
