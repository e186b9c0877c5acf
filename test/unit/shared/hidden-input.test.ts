import * as v from 'valibot';
import { findHiddenInput, readHiddenJson, writeHiddenJson } from '../../../src/shared/hidden-input';

const isSteps = v.array(v.looseObject({ text: v.string() }));

function form(value: string): { placeholder: Element; input: HTMLInputElement } {
  document.body.innerHTML = `<form><input type="hidden" name="steps"><div id="editor"></div></form>`;
  const input = document.querySelector('input');
  const placeholder = document.getElementById('editor');
  if (!(input instanceof HTMLInputElement) || placeholder === null) throw new Error('fixture');
  input.value = value;
  return { placeholder, input };
}

describe('hidden input binding', () => {
  test('finds the named input of the enclosing form, or an input by #id', () => {
    const { placeholder, input } = form('');
    expect(findHiddenInput(placeholder, 'steps')).toBe(input);
    input.id = 'steps-input';
    expect(findHiddenInput(document.body, '#steps-input')).toBe(input);
    expect(findHiddenInput(placeholder, 'nothing')).toBeNull();
  });

  test('reads empty, valid and unreadable JSON distinctly, keeping the raw text', () => {
    expect(readHiddenJson(form('').input, isSteps)).toEqual({ status: 'empty' });
    expect(readHiddenJson(form('[{"text":"Amasar"}]').input, isSteps)).toEqual({ status: 'ok', value: [{ text: 'Amasar' }], skipped: [] });
    expect(readHiddenJson(form('[{"text":').input, isSteps)).toMatchObject({ status: 'invalid', raw: '[{"text":' });
    expect(readHiddenJson(form('[{"texto":1}]').input, isSteps)).toEqual({
      status: 'invalid',
      raw: '[{"texto":1}]',
      reason: '[0].text: missing',
    });
  });

  test('writes JSON and fires input and change events that bubble to the host form', () => {
    const { input } = form('');
    const seen: string[] = [];
    input.form?.addEventListener('input', () => seen.push('input'));
    input.form?.addEventListener('change', () => seen.push('change'));
    writeHiddenJson(input, [{ text: 'Hornear' }]);
    expect(input.value).toBe('[{"text":"Hornear"}]');
    expect(seen).toEqual(['input', 'change']);
  });
});
