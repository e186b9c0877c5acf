import { attr, defineWidget, type AttributeValues } from '../../../src/runtime';

const attributes = { label: attr.text({ required: true, description: 'The text shown.' }) };

/** The benchmark's trivial widget: the same paragraph the bare roots render. */
function Trivial({ label }: AttributeValues<typeof attributes>) {
  return <p className="bench-trivial">{label}</p>;
}

export default defineWidget({ attributes, component: Trivial });
