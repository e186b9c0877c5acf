import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategorySelect } from '../../../src/admin/category-select/CategorySelect';
import { postTags } from '../../../mocks/fixtures';
import { field, renderInForm } from './helpers';

/** The widget's undo status line (the draft notice has a live region of its own). */
function undoNotice(): HTMLElement {
  const notice = document.querySelector<HTMLElement>('[data-undo-notice]');
  if (notice === null) throw new Error('no undo status line');
  return notice;
}

const script = `<script type="application/json" id="tags">${JSON.stringify(postTags)}</script>`;
const props = { categories: '#tags', parentInput: 'tag_id', childInput: 'sub_tag', label: 'Categoría', childLabel: 'Subcategoría' };

function mount(tagId: string, subTag: string) {
  return renderInForm(
    `${script}<input type="hidden" name="tag_id" value="${tagId}"><input type="hidden" name="sub_tag" value="${subTag}">`,
    'category-select',
    <CategorySelect {...props} />,
  );
}

describe('category select', () => {
  test("the form's tag_id and sub_tag preselect both selects; the fields stay as they were", () => {
    mount('2', '12');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Pastelería');
    expect(screen.getByRole('combobox', { name: 'Subcategoría' })).toHaveDisplayValue('Tartas');
    expect(field('tag_id').value).toBe('2');
    expect(field('sub_tag').value).toBe('12');
  });

  test("choosing a parent shows its children; changing it clears a child that is not one of the new parent's", async () => {
    const user = userEvent.setup();
    mount('', '');
    expect(screen.queryByRole('combobox', { name: 'Subcategoría' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Panificados');
    const child = screen.getByRole('combobox', { name: 'Subcategoría' });
    expect([...child.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Sin subcategoría',
      'Panes',
      'Facturas',
      'Prepizzas y focaccias',
    ]);
    await user.selectOptions(child, 'Facturas');
    expect(field('tag_id').value).toBe('1');
    expect(field('sub_tag').value).toBe('9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Pastelería');
    expect(field('tag_id').value).toBe('2');
    expect(field('sub_tag').value).toBe('');
    expect(screen.getByRole('combobox', { name: 'Subcategoría' })).toHaveDisplayValue('Sin subcategoría');
  });

  test('a parent without children hides the subcategory select', async () => {
    const user = userEvent.setup();
    mount('1', '8');
    const parent = postTags.find((tag) => (tag.childrens ?? []).length === 0);
    if (!parent) throw new Error('fixture');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), parent.name);
    expect(screen.queryByRole('combobox', { name: 'Subcategoría' })).toBeNull();
    expect(field('sub_tag').value).toBe('');
  });

  test('a saved category missing from the list is kept and shown as such', () => {
    mount('99', '');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Categoría actual (id 99, no está en la lista)');
    expect(field('tag_id').value).toBe('99');
  });

  test('a subcategory cleared by a parent change is offered back: "Deshacer" restores both', async () => {
    const user = userEvent.setup();
    mount('1', '9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Pastelería');
    expect(field('sub_tag').value).toBe('');
    const status = undoNotice();
    expect(status).toHaveTextContent('Se quitó la subcategoría «Facturas»: no es de la categoría elegida. Deshacer');
    await user.click(within(status).getByRole('button', { name: 'Deshacer' }));
    expect(field('tag_id').value).toBe('1');
    expect(field('sub_tag').value).toBe('9');
    expect(screen.getByRole('combobox', { name: 'Subcategoría' })).toHaveDisplayValue('Facturas');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveFocus();
  });

  test('Ctrl+Z and Ctrl+Y in the widget undo and redo a choice', async () => {
    const user = userEvent.setup();
    mount('1', '9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subcategoría' }), 'Panes');
    expect(field('sub_tag').value).toBe('8');
    await user.keyboard('{Control>}z{/Control}');
    expect(field('sub_tag').value).toBe('9');
    await user.keyboard('{Control>}y{/Control}');
    expect(field('sub_tag').value).toBe('8');
  });

  test("the form's reset restores both fields, as a step 'Deshacer' takes back", async () => {
    const user = userEvent.setup();
    const { form } = mount('1', '9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Pastelería');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subcategoría' }), 'Tartas');
    await act(async () => {
      form.reset();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(field('tag_id').value).toBe('1');
    expect(field('sub_tag').value).toBe('9');
    const status = undoNotice();
    expect(status).toHaveTextContent('Se restauraron la categoría y la subcategoría iniciales. Deshacer');
    await user.click(within(status).getByRole('button', { name: 'Deshacer' }));
    expect(field('tag_id').value).toBe('2');
    expect(field('sub_tag').value).toBe('12');
  });

  test('ids written as text (as PHP may encode them) preselect like numbers', () => {
    const asText = postTags.map((tag) => ({
      ...tag,
      id: String(tag.id),
      childrens: (tag.childrens ?? []).map((child) => ({ ...child, id: String(child.id) })),
    }));
    renderInForm(
      `<script type="application/json" id="tags">${JSON.stringify(asText)}</script><input type="hidden" name="tag_id" value="2"><input type="hidden" name="sub_tag" value="12">`,
      'category-select',
      <CategorySelect {...props} />,
    );
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Pastelería');
    expect(screen.getByRole('combobox', { name: 'Subcategoría' })).toHaveDisplayValue('Tartas');
  });

  test.each([
    ['a script that is not JSON', '<script type="application/json" id="tags">[{"id":1,</script>', /^invalid JSON/],
    [
      'a category without a readable id',
      `<script type="application/json" id="tags">${JSON.stringify([...postTags, { id: 'tres', name: 'Sin id' }])}</script>`,
      /^unexpected JSON/,
    ],
    ['no script of that id', '', /^no <script> element with id "tags"$/],
  ])('%s: the select says so, reports it once, and the saved pair posts as it was', (_, page, reason) => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderInForm(
      `${page}<input type="hidden" name="tag_id" value="2"><input type="hidden" name="sub_tag" value="12">`,
      'category-select',
      <CategorySelect {...props} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo leer la lista de categorías: la categoría guardada se envía sin cambios.');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(consoleWarning).toHaveBeenCalledTimes(1);
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringContaining('could not read the categories (#tags)'),
      expect.objectContaining({ message: expect.stringMatching(reason) }),
    );
    expect(field('tag_id').value).toBe('2');
    expect(field('sub_tag').value).toBe('12');
  });
});
