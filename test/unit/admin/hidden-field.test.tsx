import { act, render } from '@testing-library/react';
import { findHiddenField, hostForm } from '../../../src/admin/shared/hidden-field/find';
import { useFormReset } from '../../../src/admin/shared/hidden-field/use-form-reset';
import { writeHiddenField } from '../../../src/admin/shared/hidden-field/write';

function form(value: string): { placeholder: Element; input: HTMLInputElement; host: HTMLFormElement } {
  document.body.innerHTML = `<form><input type="hidden" name="steps"><div id="editor"></div></form>`;
  const input = document.querySelector('input');
  const placeholder = document.getElementById('editor');
  const host = document.querySelector('form');
  if (!(input instanceof HTMLInputElement) || placeholder === null || host === null) throw new Error('fixture');
  input.value = value;
  return { placeholder, input, host };
}

function ResetListener({ form: target, onReset }: { form: HTMLFormElement; onReset: () => void }) {
  useFormReset(target, onReset);
  return null;
}

describe('hidden field layer', () => {
  test('finds the named input of the enclosing form, or an input by #id', () => {
    const { placeholder, input } = form('');
    expect(findHiddenField(placeholder, 'steps')).toBe(input);
    input.id = 'steps-input';
    expect(findHiddenField(document.body, '#steps-input')).toBe(input);
    expect(findHiddenField(placeholder, 'nothing')).toBeNull();
  });

  test("the form is the field's own, or the placeholder's when there is no field", () => {
    const { placeholder, input, host } = form('');
    expect(hostForm(input, document.body)).toBe(host);
    expect(hostForm(null, placeholder)).toBe(host);
    expect(hostForm(null, document.body)).toBeNull();
  });

  test('writes the text and fires input and change events that bubble to the host form; the same text fires nothing', () => {
    const { input, host } = form('');
    const seen: string[] = [];
    host.addEventListener('input', () => seen.push('input'));
    host.addEventListener('change', () => seen.push('change'));
    writeHiddenField(input, '[{"text":"Hornear"}]');
    expect(input.value).toBe('[{"text":"Hornear"}]');
    expect(seen).toEqual(['input', 'change']);
    writeHiddenField(input, '[{"text":"Hornear"}]');
    expect(seen).toEqual(['input', 'change']);
  });

  test("follows the form's reset once the browser has reset the fields, so the widget's value is the last word", async () => {
    jest.useFakeTimers();
    try {
      const { input, host } = form('server');
      const onReset = jest.fn(() => writeHiddenField(input, 'initial'));
      const { unmount } = render(<ResetListener form={host} onReset={onReset} />);
      input.value = 'edited';
      host.reset();
      expect(onReset).not.toHaveBeenCalled();
      await act(async () => {
        await jest.runAllTimersAsync();
      });
      expect(onReset).toHaveBeenCalledTimes(1);
      expect(input.value).toBe('initial');
      // A reset just before the widget goes away no longer reaches it.
      host.reset();
      unmount();
      await jest.runAllTimersAsync();
      host.reset();
      await jest.runAllTimersAsync();
      expect(onReset).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
