import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategorySelect } from '../../../src/admin/category-select/CategorySelect';
import { ImageUploaderWidget } from '../../../src/admin/image-uploader/ImageUploaderWidget';
import { installClearDrafts } from '../../../src/admin/shared/drafts/clear';
import { serverFingerprint } from '../../../src/admin/shared/drafts/hash';
import { DRAFT_MAX_AGE_MS } from '../../../src/admin/shared/drafts/persistence';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { clearDrafts } from '../../../src/shared/drafts/clear';
import { postTags } from '../../../mocks/fixtures';
import { field, hiddenInput, renderInForm, submitAndRead } from './helpers';

// The page globals name user 7 in every test here (drafts-per-user.test.tsx covers the others).
beforeEach(() => {
  window.SiteWidgets = { user: { id: 7 } };
});
afterEach(() => {
  delete window.SiteWidgets;
});

const KEY = 'site-widgets:draft:7:["","/admin/posts/1","steps"]';
const props = { input: 'steps', uploadPath: 'images', maxMb: 5, label: undefined };
const saved = JSON.stringify([{ name: 'Masa', id: 7, steps: [{ text: 'Uno', image: '', a: 1 }] }]);
const edited = JSON.stringify([{ name: 'Masa', id: 7, steps: [{ text: 'Uno y dos', image: '', a: 1 }] }]);

function mount(raw: string) {
  return renderInForm(hiddenInput('steps', raw), 'steps-editor', <StepsEditor {...props} />);
}

function storeDraft(value: string, startedFrom: string, minutesAgo = 12) {
  localStorage.setItem(KEY, JSON.stringify({ v: 1, value, base: serverFingerprint(startedFrom), at: Date.now() - minutesAgo * 60_000 }));
}

function stored(): unknown {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** The page going away (a tab closed, a crash's last moment): pending drafts are written. */
function leavePage() {
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
}

describe('editor drafts', () => {
  test('from the first edit on, the document is kept a moment after the change, with the starting value and the time', async () => {
    const user = userEvent.setup();
    mount(saved);
    expect(stored()).toBeNull();
    await user.type(screen.getByLabelText('Paso 1'), ' y dos');
    // Off the typing path: not written with the keystroke.
    expect(stored()).toBeNull();
    await waitFor(() => expect(stored()).toEqual({ v: 1, value: edited, base: serverFingerprint(saved), origin: saved, at: expect.any(Number) }));
  });

  test('the server still prints what the draft began from: offered; Recuperar is one undo step', async () => {
    const user = userEvent.setup();
    storeDraft(edited, saved);
    const { form } = mount(saved);
    expect(screen.getByText('Tenés cambios sin guardar de hace 12 minutos.')).toBeInTheDocument();
    expect(screen.queryByText(/alguien guardó/)).toBeNull();
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Uno');
    expect(submitAndRead(form, 'steps')).toBe(saved);

    await user.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Uno y dos');
    expect(screen.queryByRole('button', { name: 'Recuperar' })).toBeNull();
    expect(screen.getByText(/Se recuperaron tus cambios/)).toBeInTheDocument();
    expect(JSON.parse(submitAndRead(form, 'steps'))).toEqual(JSON.parse(edited));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deshacer' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Uno');
    // Back at the start: the server's text, byte for byte.
    expect(submitAndRead(form, 'steps')).toBe(saved);
  });

  test('typing after Recuperar is an undo step of its own, never merged into the recovery', async () => {
    const user = userEvent.setup();
    storeDraft(edited, saved);
    mount(saved);
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));
    await user.type(screen.getByLabelText('Paso 1'), '!');
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Uno y dos!');
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Uno y dos');
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Uno');
  });

  test('someone saved in between: offered with the warning; recovering replaces the saved value, undo shows it again', async () => {
    const user = userEvent.setup();
    const older = JSON.stringify([{ name: 'Masa', id: 7, steps: [{ text: 'Antes', image: '', a: 1 }] }]);
    storeDraft(edited, older, 90);
    const { form } = mount(saved);
    expect(screen.getByText(/Tenés cambios sin guardar de hace 1 hora\./)).toBeInTheDocument();
    expect(screen.getByText(/alguien guardó este contenido después de que empezaste/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(JSON.parse(submitAndRead(form, 'steps'))).toEqual(JSON.parse(edited));
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Uno');
    await user.click(screen.getByRole('button', { name: 'Rehacer' }));
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Uno y dos');
    // The recovered document is now drafted against what the server prints today.
    leavePage();
    expect(stored()).toMatchObject({ value: edited, base: serverFingerprint(saved) });
  });

  test("the page that answers the form's post (a 409 or 422 at the action's address) offers the draft its edit page kept", () => {
    const older = JSON.stringify([{ name: 'Masa', id: 7, steps: [{ text: 'Antes', image: '', a: 1 }] }]);
    window.history.pushState(null, '', '/admin/posts/1/edit');
    storeDraft(edited, older);
    window.history.pushState(null, '', '/admin/posts/1');
    try {
      mount(saved);
      expect(screen.getByText(/alguien guardó este contenido después de que empezaste/)).toBeInTheDocument();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  test('a draft kept under the page and the action, as drafts were named before, is offered and moved under the action', () => {
    const former = 'site-widgets:draft:7:["/","/admin/posts/1","steps"]';
    localStorage.setItem(former, JSON.stringify({ v: 1, value: edited, base: serverFingerprint(saved), at: Date.now() - 60_000 }));
    mount(saved);
    expect(screen.getByRole('button', { name: 'Recuperar' })).toBeInTheDocument();
    expect(localStorage.getItem(former)).toBeNull();
    expect(stored()).toMatchObject({ value: edited, base: serverFingerprint(saved) });
  });

  test('the server prints the draft (a save, or old() after a validation error): no offer, the draft goes', () => {
    storeDraft(edited, saved);
    mount(edited.replace(/\//g, '\\/'));
    expect(document.querySelector('.sw-draft')).toBeNull();
    expect(stored()).toBeNull();
  });

  test('Descartar removes the draft and leaves the editor as the server printed it', async () => {
    const user = userEvent.setup();
    storeDraft(edited, saved);
    const { form } = mount(saved);
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByText(/Tenés cambios sin guardar/)).toBeNull();
    expect(stored()).toBeNull();
    expect(submitAndRead(form, 'steps')).toBe(saved);
    expect(screen.getByText('Se descartaron los cambios sin guardar.')).toBeInTheDocument();
  });

  test('a draft older than 30 days is not offered', () => {
    storeDraft(edited, saved, DRAFT_MAX_AGE_MS / 60_000 + 1);
    mount(saved);
    expect(screen.queryByRole('button', { name: 'Recuperar' })).toBeNull();
  });

  test('a draft the editor cannot read is dropped silently', () => {
    storeDraft('{"name":"not a list"}', saved);
    mount(saved);
    expect(screen.queryByRole('button', { name: 'Recuperar' })).toBeNull();
    expect(stored()).toBeNull();
  });

  test('posting the form writes the draft at once and keeps it (the post may still fail)', async () => {
    const user = userEvent.setup();
    const { form } = mount(saved);
    await user.type(screen.getByLabelText('Paso 1'), ' y dos');
    expect(JSON.parse(submitAndRead(form, 'steps'))).toEqual(JSON.parse(edited));
    expect(stored()).toMatchObject({ value: edited });
  });

  test('undoing back to the server value removes the draft', async () => {
    const user = userEvent.setup();
    mount(saved);
    await user.type(screen.getByLabelText('Paso 1'), '!');
    leavePage();
    expect(stored()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    leavePage();
    expect(stored()).toBeNull();
  });

  test('storage full: one quiet note, and editing and posting work as before', async () => {
    const user = userEvent.setup();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { form } = mount(saved);
    await user.type(screen.getByLabelText('Paso 1'), ' y dos');
    leavePage();
    expect(screen.getAllByText(/no deja guardar borradores/)).toHaveLength(2); // the note, and its announcement
    expect(JSON.parse(submitAndRead(form, 'steps'))).toEqual(JSON.parse(edited));
    await user.type(screen.getByLabelText('Paso 1'), '!');
    leavePage();
    expect(screen.getAllByText(/no deja guardar borradores/)).toHaveLength(2);
  });

  test('storage refused altogether (getItem and setItem throw): the editor works, nothing is thrown', async () => {
    const user = userEvent.setup();
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const { form } = mount(saved);
    await user.type(screen.getByLabelText('Paso 1'), ' y dos');
    leavePage();
    expect(JSON.parse(submitAndRead(form, 'steps'))).toEqual(JSON.parse(edited));
    expect(screen.getAllByText(/no deja guardar borradores/).length).toBeGreaterThan(0);
  });

  test('another tab opening the same field: this one is told, and answers so the other is told too', () => {
    mount(saved);
    const written: string[] = [];
    const realSetItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, name: string, value: string) {
      written.push(`${name} ${value}`);
      realSetItem.call(this, name, value);
    });
    const tabKey = 'site-widgets:tab:["","/admin/posts/1","steps"]';
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: tabKey, newValue: JSON.stringify({ tab: 'other', kind: 'hello' }), storageArea: localStorage }));
    });
    expect(document.querySelector('.sw-draft')).toHaveTextContent('Este contenido está abierto en otra pestaña.');
    expect(written.some((entry) => entry.startsWith(tabKey) && entry.includes('"kind":"here"'))).toBe(true);
    // Nothing stays in storage, and a tab that leaves is no longer counted.
    expect(localStorage.getItem(tabKey)).toBeNull();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: tabKey, newValue: JSON.stringify({ tab: 'other', kind: 'bye' }), storageArea: localStorage }));
    });
    expect(document.querySelector('.sw-draft')).toBeNull();
  });

  test('SiteWidgets.clearDrafts() removes every draft and the page does not write one back on leaving', async () => {
    const user = userEvent.setup();
    installClearDrafts();
    expect(window.SiteWidgets?.clearDrafts).toBe(clearDrafts);
    expect(window.SiteWidgets?.user).toEqual({ id: 7 });
    mount(saved);
    // Written after the editor opened (which removes other users' drafts): its own, and another page's.
    localStorage.setItem('site-widgets:draft:7:["/otra","","image"]', '{}');
    localStorage.setItem('site-widgets:listing', 'kept');
    await user.type(screen.getByLabelText('Paso 1'), '!');
    act(() => {
      expect(window.SiteWidgets?.clearDrafts?.()).toBe(1);
    });
    leavePage();
    expect(stored()).toBeNull();
    expect(localStorage.getItem('site-widgets:draft:7:["/otra","","image"]')).toBeNull();
    expect(localStorage.getItem('site-widgets:listing')).toBe('kept');
  });
});

describe('drafts of the plain fields', () => {
  const script = `<script type="application/json" id="tags">${JSON.stringify(postTags)}</script>`;
  const categoryProps = { categories: '#tags', parentInput: 'tag_id', childInput: 'sub_tag', label: 'Categoría', childLabel: 'Subcategoría' };
  const categoryKey = 'site-widgets:draft:7:["","/admin/posts/1","tag_id+sub_tag"]';
  const uploaderProps = {
    tag: 'image',
    section: 'recetas',
    media: { kind: 'desktop' as const, n: '' },
    label: undefined,
    maxMb: 5,
    resize: true,
    resizeLongSide: 2000,
    resizeType: 'auto' as const,
  };

  test("the category select keeps both fields as one draft; Recuperar is a step of the widget's own history, which its one 'Deshacer' and Ctrl+Z take back", async () => {
    const user = userEvent.setup();
    const fields = `${script}<input type="hidden" name="tag_id" value="1"><input type="hidden" name="sub_tag" value="9">`;
    const first = renderInForm(fields, 'category-select', <CategorySelect {...categoryProps} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Pastelería');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subcategoría' }), 'Tartas');
    leavePage();
    expect(JSON.parse(localStorage.getItem(categoryKey) ?? 'null')).toMatchObject({ value: '{"tag_id":"2","sub_tag":"12"}' });
    first.unmount();

    renderInForm(fields, 'category-select', <CategorySelect {...categoryProps} />);
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Panificados');
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Pastelería');
    expect(field('tag_id').value).toBe('2');
    expect(field('sub_tag').value).toBe('12');
    // One way back: the widget's own undo offer, in its status line; the draft notice has none.
    const notice = document.querySelector<HTMLElement>('[data-undo-notice]');
    if (notice === null) throw new Error('no undo status line');
    expect(notice).toHaveTextContent('Se recuperaron tus cambios. Deshacer');
    expect(screen.getAllByRole('button', { name: 'Deshacer' })).toEqual([within(notice).getByRole('button', { name: 'Deshacer' })]);
    await waitFor(() => expect(within(notice).getByRole('button', { name: 'Deshacer' })).toHaveFocus());
    await user.click(within(notice).getByRole('button', { name: 'Deshacer' }));
    expect(field('tag_id').value).toBe('1');
    expect(field('sub_tag').value).toBe('9');
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
    // The recovery is a step like any other: redone and undone again from the keyboard.
    await user.keyboard('{Control>}y{/Control}');
    expect(field('tag_id').value).toBe('2');
    expect(field('sub_tag').value).toBe('12');
    await user.keyboard('{Control>}z{/Control}');
    expect(field('tag_id').value).toBe('1');
    expect(field('sub_tag').value).toBe('9');
  });

  test("the uploader's recovered image is a step of its own history: Ctrl+Z in the widget takes it back", async () => {
    const user = userEvent.setup();
    const imageKey = 'site-widgets:draft:7:["","/admin/posts/1","image"]';
    localStorage.setItem(
      imageKey,
      JSON.stringify({
        v: 1,
        value: '{"image":"/storage/recetas/nueva.png"}',
        base: serverFingerprint('{"image":"/storage/recetas/vieja.png"}'),
        at: Date.now(),
      }),
    );
    renderInForm('<input type="hidden" name="image" value="/storage/recetas/vieja.png">', 'image-uploader', <ImageUploaderWidget {...uploaderProps} />);
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(field('image').value).toBe('/storage/recetas/nueva.png');
    expect(screen.getAllByRole('button', { name: 'Deshacer' })).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deshacer' })).toHaveFocus());
    await user.keyboard('{Control>}z{/Control}');
    expect(field('image').value).toBe('/storage/recetas/vieja.png');
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
  });

  test("the uploader's draft is the image's URL, never the file", () => {
    const imageKey = 'site-widgets:draft:7:["","/admin/posts/1","image"]';
    localStorage.setItem(
      imageKey,
      JSON.stringify({
        v: 1,
        value: '{"image":"/storage/recetas/nueva.png"}',
        base: serverFingerprint('{"image":"/storage/recetas/vieja.png"}'),
        at: Date.now(),
      }),
    );
    renderInForm('<input type="hidden" name="image" value="/storage/recetas/vieja.png">', 'image-uploader', <ImageUploaderWidget {...uploaderProps} />);
    expect(screen.getByText('Tenés cambios sin guardar de hace menos de un minuto.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Recuperar' }).click());
    expect(field('image').value).toBe('/storage/recetas/nueva.png');
  });
});
