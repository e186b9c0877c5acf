import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerEditor } from '../../../src/admin/banner-editor/BannerEditor';
import { hiddenInput, renderInForm, submitAndRead } from './helpers';

function mount(raw: string) {
  return renderInForm(hiddenInput('banner_data', raw), 'banner-editor', <BannerEditor input="banner_data" headingLevel={2} />);
}

const legacy = { title: 'Harinas de siempre', subtitle: 'Para panaderos', color: '#fff', cta: { url: '/productos' } };
const raw = JSON.stringify(legacy);

describe('banner editor', () => {
  test.each([
    ['legacy object', raw],
    ['PHP escapes', '{"title":"Cl\\u00e1sico","subtitle":"a\\/b"}'],
    ["Laravel's empty object", '[]'],
    ['empty', ''],
  ])('%s: posted byte for byte without edits', (_, text) => {
    const { form } = mount(text);
    expect(submitAndRead(form, 'banner_data')).toBe(text);
  });

  test("heading 'Baner Principal' and the labels in the client's spelling, tied to their fields", () => {
    mount(raw);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Baner Principal');
    for (const [label, value] of [
      ['Titulo Banner', legacy.title],
      ['Bajada Banner', legacy.subtitle],
    ] as const) {
      const element = screen.getByText(label, { selector: 'label' });
      expect(element.textContent).toBe(label);
      expect(document.getElementById(element.getAttribute('for') ?? '')).toHaveValue(value);
    }
  });

  test('an edit keeps unknown fields; undo goes back to the original text', async () => {
    const user = userEvent.setup();
    const { form } = mount(raw);
    await user.type(screen.getByLabelText('Bajada Banner'), ' y pasteleros');
    expect(JSON.parse(submitAndRead(form, 'banner_data'))).toEqual({ ...legacy, subtitle: 'Para panaderos y pasteleros' });
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByLabelText('Bajada Banner')).toHaveValue('Para panaderos');
    expect(submitAndRead(form, 'banner_data')).toBe(raw);
  });

  test('malformed: an error, no editing, the original posted', () => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const text = '{"title": "Sin cerrar"';
    const { form } = mount(text);
    expect(screen.getByRole('alert')).toHaveTextContent('No se puede editar el campo «banner_data»');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(submitAndRead(form, 'banner_data')).toBe(text);
    expect(consoleWarning).toHaveBeenCalledTimes(1);
  });
});
