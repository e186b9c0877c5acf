import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guardLeaving } from '../../../src/admin/shared/document/leave-guard';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { field, hiddenInput, renderInForm } from './helpers';

/** Whether leaving now would ask first. */
function leave(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

// jsdom does not navigate: a listener after every other one (the window's, in the bubble
// phase) stops the submission there, once the guard and the editors have seen it.
function stopNavigation(event: Event) {
  event.preventDefault();
}
beforeEach(() => window.addEventListener('submit', stopNavigation));
afterEach(() => window.removeEventListener('submit', stopNavigation));

const steps = JSON.stringify([{ name: 'Masa', steps: [{ text: 'Uno', image: '' }] }]);

describe('the leave guard and a submit that opens in another tab', () => {
  test("a preview button (formtarget=_blank) does not disarm the warning, and the draft stays; 'Guardar' does", async () => {
    const user = userEvent.setup();
    const { form } = renderInForm(hiddenInput('steps', steps), 'steps-editor', <StepsEditor input="steps" uploadPath="images" maxMb={5} label={undefined} />);
    const preview = document.createElement('button');
    preview.type = 'submit';
    preview.formAction = '/admin/posts/1/preview';
    preview.formTarget = '_blank';
    preview.formNoValidate = true;
    preview.textContent = 'Vista previa';
    form.append(preview);

    await user.type(screen.getByLabelText('Paso 1'), ' y dos');
    expect(leave()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    // The editor wrote its JSON for the preview's post, and its draft at once (not a save).
    expect(JSON.parse(field('steps').value)).toEqual([{ name: 'Masa', steps: [{ text: 'Uno y dos', image: '' }] }]);
    const drafts = Object.keys(localStorage).filter((key) => key.startsWith('site-widgets:draft:'));
    expect(drafts).toHaveLength(1);
    expect(leave()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(leave()).toBe(false);
  });

  const cases: { name: string; html: string; leaves: boolean }[] = [
    { name: 'no target', html: '<form id="f"><button id="b">Enviar</button></form>', leaves: true },
    { name: 'the button: _blank', html: '<form id="f"><button id="b" formtarget="_blank">Enviar</button></form>', leaves: false },
    { name: 'the button: _BLANK', html: '<form id="f"><button id="b" formtarget="_BLANK">Enviar</button></form>', leaves: false },
    { name: 'the button: a name', html: '<form id="f"><button id="b" formtarget="vista-previa">Enviar</button></form>', leaves: false },
    { name: 'the button: _self', html: '<form id="f" target="_blank"><button id="b" formtarget="_self">Enviar</button></form>', leaves: true },
    { name: 'the button: _Top', html: '<form id="f" target="_blank"><button id="b" formtarget="_Top">Enviar</button></form>', leaves: true },
    { name: 'the button: _parent', html: '<form id="f"><button id="b" formtarget="_parent">Enviar</button></form>', leaves: true },
    { name: 'the button: an empty formtarget', html: '<form id="f" target="_blank"><button id="b" formtarget="">Enviar</button></form>', leaves: true },
    { name: 'the form: _blank', html: '<form id="f" target="_blank"><button id="b">Enviar</button></form>', leaves: false },
    { name: 'the form: a name', html: '<form id="f" target="otra"><button id="b">Enviar</button></form>', leaves: false },
    { name: 'the form: _self', html: '<form id="f" target="_self"><button id="b">Enviar</button></form>', leaves: true },
    { name: "the form: this window's own name", html: '<form id="f" target="editor"><button id="b">Enviar</button></form>', leaves: true },
    { name: 'a <base target="_blank">', html: '<base target="_blank"><form id="f"><button id="b">Enviar</button></form>', leaves: false },
    {
      name: 'a <base target="_blank">, the form: _self',
      html: '<base target="_blank"><form id="f" target="_self"><button id="b">Enviar</button></form>',
      leaves: true,
    },
  ];

  test.each(cases)('$name: leaves the page: $leaves', ({ html, leaves }) => {
    document.head.innerHTML = '';
    document.body.innerHTML = html;
    window.name = 'editor';
    const base = document.querySelector('base');
    if (base !== null) document.head.append(base);
    const form = document.getElementById('f');
    const button = document.getElementById('b');
    if (!(form instanceof HTMLFormElement) || !(button instanceof HTMLButtonElement)) throw new Error('no form');
    const stop = guardLeaving(form, () => true);
    try {
      form.requestSubmit(button);
      expect(leave()).toBe(!leaves);
    } finally {
      stop();
      window.name = '';
      document.head.innerHTML = '';
    }
  });

  test('a submit cancelled by the host keeps the warning, whatever its target', () => {
    document.body.innerHTML = '<form id="f"><button id="b">Enviar</button></form>';
    const form = document.getElementById('f');
    if (!(form instanceof HTMLFormElement)) throw new Error('no form');
    form.addEventListener('submit', (event) => event.preventDefault());
    const stop = guardLeaving(form, () => true);
    form.requestSubmit();
    expect(leave()).toBe(true);
    stop();
  });
});
