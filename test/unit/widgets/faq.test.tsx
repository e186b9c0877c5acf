import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqs, hostileFaqs } from '../../../mocks/fixtures';
import { start } from '../../../src/runtime';
import { FaqItem } from '../../../src/shared/faq/FaqItem';
import { FaqList } from '../../../src/widgets/faq-list/FaqList';
import { publicWidgets } from '../../../src/widgets/registry';
import { setUpRuntimeEnvironment } from '../runtime-environment';

declare global {
  interface Window {
    __pwned?: number;
  }
}

describe('FAQ item', () => {
  test('is closed by default and toggles its answer by click, with aria-expanded and aria-controls', async () => {
    const user = userEvent.setup();
    render(<FaqItem faq={{ name: '¿Qué harina uso?', content: '<p>Harina 0000.</p>' }} headingLevel={3} />);
    const button = screen.getByRole('button', { name: /¿Qué harina uso\?/ });
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(within(button).getByText('+')).toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Harina 0000.');
    expect(within(button).getByText('−')).toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  test('works from the keyboard: Tab to it, Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<FaqItem faq={{ name: 'Pregunta', content: '<p>Respuesta</p>' }} headingLevel={2} />);
    await user.tab();
    const button = screen.getByRole('button', { name: /Pregunta/ });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test.each(hostileFaqs.map((faq) => [faq.content, faq] as const))('hostile CMS HTML executes nothing: %s', async (_, faq) => {
    const user = userEvent.setup();
    window.__pwned = undefined;
    const { container } = render(<FaqItem faq={faq} headingLevel={3} defaultOpen />);
    await user.click(screen.getByRole('button'));
    await user.click(screen.getByRole('button'));
    for (const link of container.querySelectorAll('a')) await user.click(link);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], [onload]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.__pwned).toBeUndefined();
  });
});

describe('FAQ list', () => {
  test('shows only its section; entries without a section are professionals', () => {
    const list = [
      { name: 'Profesional', content: '<p>a</p>', section: 'professionals' as const },
      { name: 'Sin sección', content: '<p>b</p>' },
      { name: 'Consumidor', content: '<p>c</p>', section: 'consumers' as const },
    ];
    const { unmount } = render(<FaqList faqs={list} section="professionals" headingLevel={3} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Profesional+', 'Sin sección+']);
    unmount();
    render(<FaqList faqs={list} section="consumers" headingLevel={3} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Consumidor+']);
  });

  test('says so when a section has no entries', () => {
    render(<FaqList faqs={[]} section="consumers" headingLevel={3} />);
    expect(screen.getByText('Todavía no hay preguntas frecuentes en esta sección.')).toBeInTheDocument();
  });
});

describe('FAQ widgets mounted from the page', () => {
  setUpRuntimeEnvironment();
  beforeAll(async () => {
    await start(publicWidgets);
  });

  test('a list reads its data from a JSON script element; a missing section means professionals', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'faq-data';
    script.textContent = JSON.stringify(faqs);
    const placeholder = document.createElement('div');
    placeholder.setAttribute('data-widget-name', 'faq-list');
    placeholder.setAttribute('data-faqs', '#faq-data');
    document.body.append(script, placeholder);
    const expected = faqs.filter((faq) => (faq.section ?? 'professionals') === 'professionals');
    expect(await within(placeholder).findAllByRole('button')).toHaveLength(expected.length);
    placeholder.remove();
    script.remove();
  });

  test('an entry with null content or an unknown section is left out and reported once; the others show', async () => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'faq-broken';
    script.textContent = JSON.stringify([
      { name: 'Primera', content: '<p>1</p>', section: 'professionals', id: 1 },
      { name: 'Sin respuesta', content: null, section: 'professionals' },
      { name: 'Segunda', content: '<p>2</p>', section: null },
      { name: 'De otra sección', content: '<p>x</p>', section: 'chefs' },
      { name: 'Tercera', content: '<p>3</p>' },
    ]);
    const placeholder = document.createElement('div');
    placeholder.id = 'faq-broken-list';
    placeholder.setAttribute('data-widget-name', 'faq-list');
    placeholder.setAttribute('data-faqs', '#faq-broken');
    document.body.append(script, placeholder);
    await within(placeholder).findAllByRole('button');
    expect(
      within(placeholder)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Primera+', 'Segunda+', 'Tercera+']);
    expect(consoleWarning).toHaveBeenCalledTimes(1);
    expect(consoleWarning).toHaveBeenCalledWith(
      '[site-widgets] "faq-list" on <div#faq-broken-list> skipped 2 unreadable entries of data-faqs: data-faqs[1].content: expected a string',
      expect.any(Error),
    );
    expect(placeholder).toHaveAttribute('data-widget-state', 'mounted');
    placeholder.remove();
    script.remove();
  });

  test('an item reads inline JSON and sanitizes it when mounted by the runtime', async () => {
    window.__pwned = undefined;
    const placeholder = document.createElement('div');
    placeholder.setAttribute('data-widget-name', 'faq-item');
    placeholder.setAttribute('data-open', '');
    placeholder.setAttribute('data-faq', JSON.stringify({ name: 'XSS', content: '<img src=x onerror="window.__pwned=1"><p>ok</p>' }));
    document.body.append(placeholder);
    expect(await within(placeholder).findByRole('button', { name: /XSS/ })).toHaveAttribute('aria-expanded', 'true');
    expect(placeholder.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(window.__pwned).toBeUndefined();
    placeholder.remove();
  });
});
