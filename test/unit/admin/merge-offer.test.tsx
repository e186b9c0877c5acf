import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerEditor } from '../../../src/admin/banner-editor/BannerEditor';
import { serverFingerprint } from '../../../src/admin/shared/drafts/hash';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { hiddenInput, renderInForm, submitAndRead } from './helpers';

/**
 * A draft that someone else's save overtook (the worked host answers a stale save 409 and
 * prints the saved version): the editor offers to combine the two, says what each changed,
 * asks where both changed the same thing, and 'Combinar' is one undo step.
 */
beforeEach(() => {
  window.SiteWidgets = { user: { id: 7 } };
});
afterEach(() => {
  delete window.SiteWidgets;
});

const KEY = 'site-widgets:draft:7:["","/admin/posts/1","steps"]';
const steps = (...texts: string[]) => JSON.stringify([{ name: 'Masa', id: 7, steps: texts.map((text) => ({ text, image: '' })) }]);

function storeDraft(key: string, value: string, origin: string) {
  localStorage.setItem(key, JSON.stringify({ v: 1, value, base: serverFingerprint(origin), origin, at: Date.now() - 5 * 60_000 }));
}

function mountSteps(raw: string) {
  return renderInForm(hiddenInput('steps', raw), 'steps-editor', <StepsEditor input="steps" uploadPath="images" maxMb={5} label={undefined} />);
}

/** The offer, once the merge's code (a chunk of its own) has come. */
const findOffer = () => screen.findByRole('group', { name: /alguien guardó este contenido después de que empezaste/ });

describe('a draft overtaken by a save', () => {
  test('a step added by the other editor and a typo fixed here combine by themselves, said in words; Combinar is one undo step', async () => {
    const user = userEvent.setup();
    const origin = steps('Mezclar', 'Amasr', 'Levar');
    storeDraft(KEY, steps('Mezclar', 'Amasar', 'Levar'), origin);
    const { form } = mountSteps(steps('Mezclar', 'Amasr', 'Levar', 'Hornear 20 minutos'));

    const offer = await findOffer();
    expect(
      within(offer).getByText('Tenés cambios sin guardar de hace 5 minutos, y alguien guardó este contenido después de que empezaste.'),
    ).toBeInTheDocument();
    expect(within(offer).getByText('Se agregó el paso 4 de «Masa»: «Hornear 20 minutos».')).toBeInTheDocument();
    expect(within(offer).getByText('Se cambió el paso 2 de «Masa»: «Amasar».')).toBeInTheDocument();
    expect(within(offer).queryByRole('radio')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Combinar' }));
    expect(JSON.parse(submitAndRead(form, 'steps'))).toEqual(JSON.parse(steps('Mezclar', 'Amasar', 'Levar', 'Hornear 20 minutos')));
    expect(screen.getByText('Se combinaron tus cambios con la versión guardada. Podés deshacerlo con Deshacer (Ctrl+Z).')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /alguien guardó/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByLabelText('Paso 2')).toHaveValue('Amasr');
  });

  test('the same step changed on both sides asks; Combinar waits for the answer and keeps the one chosen', async () => {
    const user = userEvent.setup();
    const origin = steps('Mezclar', 'Amasar', 'Levar');
    storeDraft(KEY, steps('Mezclar', 'Amasar 10 minutos', 'Levar', 'Estirar'), origin);
    const { form } = mountSteps(steps('Mezclar', 'Amasar bien', 'Levar'));

    const offer = await findOffer();
    const question = within(offer).getByRole('group', { name: 'El texto del paso 2 de «Masa»: «Amasar»' });
    await user.click(screen.getByRole('button', { name: 'Combinar' }));
    expect(screen.getByText('Elegí qué queda en cada lugar para combinar.')).toBeInTheDocument();
    expect(within(question).getByRole('radio', { name: 'La guardada: «Amasar bien»' })).toHaveFocus();

    await user.click(within(question).getByRole('radio', { name: 'La tuya: «Amasar 10 minutos»' }));
    await user.click(screen.getByRole('button', { name: 'Combinar' }));
    expect(JSON.parse(submitAndRead(form, 'steps'))).toEqual(JSON.parse(steps('Mezclar', 'Amasar 10 minutos', 'Levar', 'Estirar')));
  });

  test("'Quedarme con la guardada' keeps the saved version and drops the draft; 'Usar solo los míos' is the draft whole", async () => {
    const user = userEvent.setup();
    const origin = steps('Uno');
    storeDraft(KEY, steps('Uno', 'Mío'), origin);
    const first = mountSteps(steps('Uno', 'Suyo'));
    await findOffer();
    await user.click(screen.getByRole('button', { name: 'Quedarme con la guardada' }));
    expect(submitAndRead(first.form, 'steps')).toBe(steps('Uno', 'Suyo'));
    expect(localStorage.getItem(KEY)).toBeNull();
    first.unmount();

    storeDraft(KEY, steps('Uno', 'Mío'), origin);
    const second = mountSteps(steps('Uno', 'Suyo'));
    await findOffer();
    await user.click(screen.getByRole('button', { name: 'Usar solo los míos' }));
    expect(JSON.parse(submitAndRead(second.form, 'steps'))).toEqual(JSON.parse(steps('Uno', 'Mío')));
  });

  test('a draft from before the base was kept gets the plain offer, as before', () => {
    localStorage.setItem(KEY, JSON.stringify({ v: 1, value: steps('Mío'), base: serverFingerprint(steps('Antes')), at: Date.now() }));
    mountSteps(steps('Suyo'));
    expect(screen.getByRole('button', { name: 'Recuperar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Combinar' })).toBeNull();
  });

  test('the banner: the other editor changed the title, this one the subtitle; both kept', async () => {
    const user = userEvent.setup();
    const key = 'site-widgets:draft:7:["","/admin/posts/1","banner_data"]';
    const origin = '{"title":"Harinas","subtitle":"Para todo el año"}';
    storeDraft(key, '{"title":"Harinas","subtitle":"Todo el año"}', origin);
    const { form } = renderInForm(
      hiddenInput('banner_data', '{"title":"Harinas 0000","subtitle":"Para todo el año"}'),
      'banner-editor',
      <BannerEditor input="banner_data" headingLevel={2} />,
    );
    const offer = await findOffer();
    expect(within(offer).getByText('Se cambió «Titulo Banner»: «Harinas» → «Harinas 0000».')).toBeInTheDocument();
    expect(within(offer).getByText('Se cambió «Bajada Banner»: «Para todo el año» → «Todo el año».')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Combinar' }));
    expect(JSON.parse(submitAndRead(form, 'banner_data'))).toEqual({ title: 'Harinas 0000', subtitle: 'Todo el año' });
  });
});
