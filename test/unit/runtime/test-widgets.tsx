import { useState } from 'react';
import * as v from 'valibot';
import { attr, defineWidget, useWidget, type WidgetLoaders } from '../../../src/runtime';

/** Widgets made for the runtime's tests: they exercise every kind of attribute. */
const echoAttributes = {
  label: attr.text({ required: true, description: 'What to show.' }),
  count: attr.number({ default: 1, description: 'A number.' }),
  items: attr.json(v.array(v.unknown()), 'list')({ default: [], description: 'A list.' }),
};

function Echo({ label, count, items }: { label: string; count: number; items: unknown[] }) {
  const { element } = useWidget();
  return (
    <p data-testid={`echo-${element.id}`}>
      {label} ×{count} ({items.length})
    </p>
  );
}

function Boom({ label }: { label: string }): never {
  throw new Error(`boom: ${label}`);
}

/** How often each `test-renders` placeholder (by id) has rendered. */
export const renderCounts = new Map<string, number>();

function Renders() {
  const { element } = useWidget();
  renderCounts.set(element.id, (renderCounts.get(element.id) ?? 0) + 1);
  return <p data-testid={`renders-${element.id}`}>rendered</p>;
}

/** A button that counts its clicks: what a replayed click or focus lands on. */
function Counter() {
  const { element } = useWidget();
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" data-testid={`counter-${element.id}`} onClick={() => setClicks(clicks + 1)}>
      Pulsado {clicks}
    </button>
  );
}

export const testLoaders: WidgetLoaders = {
  'test-counter': async () => ({ default: defineWidget({ attributes: {}, component: Counter }) }),
  'test-renders': async () => ({ default: defineWidget({ attributes: {}, component: Renders }) }),
  'test-offline': () => Promise.reject(new Error('Failed to fetch dynamically imported module: chunks/test-offline.js')),
  'test-echo': async () => ({ default: defineWidget({ attributes: echoAttributes, component: Echo }) }),
  'test-boom': async () => ({
    default: defineWidget({ attributes: { label: attr.text({ default: 'x', description: 'Label.' }) }, component: Boom }),
  }),
};
