import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ImageUploaderWidget } from '../../../src/admin/image-uploader/ImageUploaderWidget';
import { sniffImage } from '../../../src/admin/shared/uploader/file-check';
import { imagePreparation } from '../../../src/admin/shared/uploader/prepare/load-prepare';
import { backendState } from '../../../mocks/handlers';
import { server } from '../msw-server';
import { field, renderInForm } from './helpers';
import { PLAIN_PNG, ascii, bytesOf, jpegParts, orientationOnly, phoneExif, segment, useNodeFiles } from './image-fixtures';

/** The widget's undo status line (the draft notice has a live region of its own). */
function undoNotice(): HTMLElement {
  const notice = document.querySelector<HTMLElement>('[data-undo-notice]');
  if (notice === null) throw new Error('no undo status line');
  return notice;
}

// Node's FormData (jest-fixed-jsdom keeps Node's fetch globals for msw) refuses jsdom's
// File, so the files are Node's own.
function file(bytes: number[], name: string, type: string, size = bytes.length): File {
  const content = new Uint8Array(size);
  content.set(bytes);
  const made: unknown = new NodeFile([content], name, { type });
  if (!(made instanceof Blob) || !('name' in made)) throw new Error('Node File');
  return made as File;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
/** A real PNG (1×1): every image is read before it is sent, to leave its metadata behind. */
const png = (name = 'foto.png') => file(PLAIN_PNG, name, 'image/png');
const html = [...new TextEncoder().encode('<!doctype html><script>alert(1)</script>')];

const props = {
  tag: 'image',
  section: 'recetas',
  media: { kind: 'desktop' as const, n: '' },
  label: undefined,
  maxMb: 5,
  resize: true,
  resizeLongSide: 2000,
  resizeType: 'auto' as const,
};

function mount(value = '', overrides: Partial<typeof props> = {}) {
  const fields = `<input type="hidden" name="image" value="${value}">`;
  return renderInForm(fields, 'image-uploader', <ImageUploaderWidget {...props} {...overrides} />);
}

function chooser(): HTMLInputElement {
  const input = screen.getByLabelText('Imagen de escritorio', { selector: 'input' });
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

describe('image uploader', () => {
  test('sniffs PNG, GIF, JPEG and WEBP by their first bytes', () => {
    expect(sniffImage(new Uint8Array(PNG))).toBe('png');
    expect(sniffImage(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBe('gif');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe('webp');
    expect(sniffImage(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]))).toBeNull();
    expect(sniffImage(new Uint8Array(html))).toBeNull();
  });

  test('empty → uploading → preview; the multipart field `image` reaches the server; the form field gets the URL', async () => {
    const user = userEvent.setup();
    const before = backendState.uploads.length;
    mount();
    expect(screen.getByText('Sin imagen.')).toBeInTheDocument();
    await user.upload(chooser(), png());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const preview = await screen.findByRole('img', { name: 'Vista previa: Imagen de escritorio' });
    expect(preview).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const stored = backendState.uploads[before];
    expect(stored?.path).toBe('recetas');
    expect(stored?.file.name).toBe('foto.png');
    expect(field('image').value).toBe(stored?.url);
    expect(field('image').value).toMatch(/^\/storage\/recetas\/\w{40}\.png$/);
  });

  test('accepts the older answer {response: true, result}', async () => {
    server.use(http.post('*/api/upload_images/*', () => HttpResponse.json({ response: true, result: '/img/viejo.png' })));
    const user = userEvent.setup();
    mount();
    await user.upload(chooser(), png());
    await waitFor(() => expect(field('image').value).toBe('/img/viejo.png'));
  });

  test.each([
    ['a renamed HTML file', () => file(html, 'foto.png', 'image/png')],
    ['an SVG', () => file([...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')], 'logo.svg', 'image/svg+xml')],
    ['a PHP script with PNG bytes', () => file(PNG, 'shell.php', 'application/x-php')],
  ])('%s is refused in Spanish and never sent', async (_, make) => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = jest.fn();
    server.use(
      http.post('*/api/upload_images/*', () => {
        sent();
        return HttpResponse.json({ url: '/x.png' });
      }),
    );
    mount('/demo/img/anterior.svg');
    await user.upload(chooser(), make());
    expect(await screen.findByRole('alert')).toHaveTextContent(/no es una imagen PNG, GIF, JPEG o WEBP/);
    expect(sent).not.toHaveBeenCalled();
    expect(field('image').value).toBe('/demo/img/anterior.svg');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  test('a file over the size limit is refused before sending', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    server.use(
      http.post('*/api/upload_images/*', () => {
        sent();
        return HttpResponse.json({ url: '/x.png' });
      }),
    );
    mount('', { maxMb: 1, resize: false });
    await user.upload(chooser(), file(PNG, 'grande.png', 'image/png', 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('«grande.png» pesa 1,0 MB y el máximo es 1 MB');
    expect(sent).not.toHaveBeenCalled();
  });

  test('a file over the limit that this browser cannot make lighter is refused, saying why', async () => {
    // jsdom has no createImageBitmap: the resize cannot run, as in a browser without it.
    const user = userEvent.setup();
    const sent = jest.fn();
    server.use(
      http.post('*/api/upload_images/*', () => {
        sent();
        return HttpResponse.json({ url: '/x.png' });
      }),
    );
    mount('', { maxMb: 1 });
    expect(screen.getByText(/las fotos más pesadas se achican solas antes de subirse/)).toBeInTheDocument();
    await user.upload(chooser(), file(PNG, 'grande.png', 'image/png', 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos achicar «grande.png» en este navegador y pesa 1,0 MB; el máximo es 1 MB.');
    expect(sent).not.toHaveBeenCalled();
  });

  test('a failure keeps the previous value, logs, and "Reintentar" sends the file again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.post('*/api/upload_images/*', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : HttpResponse.json({ url: '/storage/recetas/nueva.png' });
      }),
    );
    const user = userEvent.setup();
    mount('/demo/img/anterior.svg');
    await user.upload(chooser(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos subir la imagen.');
    expect(field('image').value).toBe('/demo/img/anterior.svg');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/demo/img/anterior.svg');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/"image-uploader" on <div#placeholder> could not upload \/api\/upload_images\/recetas/),
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(field('image').value).toBe('/storage/recetas/nueva.png'));
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test.each([
    [419, { message: 'CSRF token mismatch.' }, 'Tu sesión expiró. Recargá la página e intentá de nuevo.'],
    [422, { message: 'The image must be a file of type: png, gif, jpeg, webp.', errors: {} }, 'El servidor no aceptó la imagen. Probá con otra.'],
    [413, {}, 'La imagen es demasiado grande para el servidor. Probá con una más liviana.'],
  ])('a %s says what to do instead, and offers no "Reintentar" (the same file would fail again)', async (status, body, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/upload_images/*', () => HttpResponse.json(body, { status })));
    const user = userEvent.setup();
    mount();
    await user.upload(chooser(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  describe("too many uploads (429, Laravel's throttle) and metadata", () => {
    useNodeFiles();

    const { soi, jfif, exif, xmp, icc, dqt, sof0, dht, sos, scan, eoi } = jpegParts;
    const phonePhoto = () =>
      file(
        [...soi, ...jfif, ...exif(phoneExif({ orientation: 6 })), ...xmp, ...icc, ...dqt, ...sof0, ...dht, ...sos, ...scan, ...eoi],
        'IMG_2041.jpg',
        'image/jpeg',
      );
    /** The same photo without EXIF (but its orientation) and XMP: every other byte as it was. */
    const sentPhoto = [
      ...soi,
      ...jfif,
      ...segment(0xe1, [...ascii('Exif'), 0, 0, ...orientationOnly(6)]),
      ...icc,
      ...dqt,
      ...sof0,
      ...dht,
      ...sos,
      ...scan,
      ...eoi,
    ];

    test('a small phone photo reaches the server without its GPS position and XMP, still turned by its orientation', async () => {
      const before = backendState.uploads.length;
      const user = userEvent.setup();
      mount();
      await user.upload(chooser(), phonePhoto());
      await waitFor(() => expect(field('image').value).toMatch(/^\/storage\/recetas\/\w{40}\.jpg$/));
      const stored = backendState.uploads[before];
      expect(stored?.file.name).toBe('IMG_2041.jpg');
      expect(stored && (await bytesOf(stored.file))).toEqual(sentPhoto);
    });

    test('a 429 says to wait, and "Reintentar" sends the same prepared file again, which goes through', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
      const received: number[][] = [];
      server.use(
        http.post('*/api/upload_images/*', async ({ request }) => {
          const part = (await request.formData()).get('image');
          if (!(part instanceof Blob)) return HttpResponse.json({ message: 'no image' }, { status: 422 });
          received.push(await bytesOf(part));
          if (received.length === 1) return HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '60' } });
          return HttpResponse.json({ url: '/storage/recetas/foto.jpg' });
        }),
      );
      const user = userEvent.setup();
      mount('/demo/img/anterior.svg');
      await user.upload(chooser(), phonePhoto());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Subiste muchas imágenes seguidas. Esperá un momento y probá de nuevo.');
      expect(field('image').value).toBe('/demo/img/anterior.svg');
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringMatching(/"image-uploader" on <div#placeholder> could not upload \/api\/upload_images\/recetas/),
        expect.anything(),
      );
      await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(field('image').value).toBe('/storage/recetas/foto.jpg'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(received).toEqual([sentPhoto, sentPhoto]);
    });

    test.each([
      [507, 'El sitio no tiene lugar para guardar la imagen. Avisá a quien administra el sitio y reintentá más tarde.'],
      [502, 'El sitio no está disponible en este momento. Reintentá en unos minutos.'],
      [503, 'El sitio no está disponible en este momento. Reintentá en unos minutos.'],
    ])('a %i (the host\'s disk full, or the site away for a moment) says so, and "Reintentar" sends the file again', async (status, message) => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      let answers = 0;
      server.use(
        http.post('*/api/upload_images/*', () => {
          answers += 1;
          return answers === 1 ? HttpResponse.json({ message: 'No.' }, { status }) : HttpResponse.json({ url: '/storage/recetas/foto.jpg' });
        }),
      );
      const user = userEvent.setup();
      mount('/demo/img/anterior.svg');
      await user.upload(chooser(), phonePhoto());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(field('image').value).toBe('/demo/img/anterior.svg');
      await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(field('image').value).toBe('/storage/recetas/foto.jpg'));
    });

    test('a 403 (a user the host does not let upload) says so, with nothing to retry', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.post('*/api/upload_images/*', () => HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 })));
      const user = userEvent.setup();
      mount('/demo/img/anterior.svg');
      await user.upload(chooser(), phonePhoto());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Tu usuario no tiene permiso para subir imágenes. Pedíselo a quien administra el sitio.');
      expect(within(alert).queryByRole('button', { name: 'Reintentar' })).toBeNull();
      expect(field('image').value).toBe('/demo/img/anterior.svg');
    });

    test('when the preparation\'s code does not arrive nothing is sent, and "Reintentar" starts over', async () => {
      const sent = jest.fn();
      server.use(
        http.post('*/api/upload_images/*', () => {
          sent();
          return HttpResponse.json({ url: '/storage/recetas/foto.jpg' });
        }),
      );
      const download = jest.spyOn(imagePreparation, 'request').mockRejectedValue(new Error('offline'));
      const user = userEvent.setup();
      mount();
      await user.upload(chooser(), phonePhoto());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No pudimos subir la imagen. Revisá la conexión y reintentá.');
      expect(sent).not.toHaveBeenCalled();
      download.mockRestore();
      await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(field('image').value).toBe('/storage/recetas/foto.jpg'));
      expect(sent).toHaveBeenCalledTimes(1);
    });
  });

  test('no double upload while one is on its way', async () => {
    let calls = 0;
    // The answer waits until the test has dropped twice, however slow the machine is.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/upload_images/*', async () => {
        calls += 1;
        await held;
        return HttpResponse.json({ url: '/storage/recetas/una.png' });
      }),
    );
    mount();
    const input = chooser();
    const drop = (target: Element) =>
      act(async () => {
        const event = new Event('drop', { bubbles: true, cancelable: true });
        Object.defineProperty(event, 'dataTransfer', { value: { files: [png()], types: ['Files'] } });
        target.dispatchEvent(event);
      });
    const zone = input.closest('.sw-uploader');
    if (!zone) throw new Error('no drop zone');
    await drop(zone);
    await drop(zone);
    expect(screen.getByRole('button', { name: 'Elegir imagen' })).toBeDisabled();
    release();
    await waitFor(() => expect(field('image').value).toBe('/storage/recetas/una.png'));
    expect(calls).toBe(1);
  });

  test('paste uploads the clipboard image', async () => {
    mount();
    screen.getByRole('button', { name: 'Elegir imagen' }).focus();
    await act(async () => {
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'clipboardData', { value: { files: [png('image.png')] } });
      document.activeElement?.dispatchEvent(event);
    });
    await waitFor(() => expect(field('image').value).toMatch(/^\/storage\/recetas\//));
  });

  test('"Eliminar" clears the value and offers "Imagen eliminada. Deshacer", which puts it back', async () => {
    const user = userEvent.setup();
    mount('/demo/img/anterior.svg');
    await user.click(screen.getByRole('button', { name: /Eliminar/ }));
    expect(field('image').value).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Sin imagen.')).toBeInTheDocument();
    // Focus stays in the field, on the button that took the place of 'Eliminar'.
    expect(screen.getByRole('button', { name: 'Elegir imagen' })).toHaveFocus();
    const status = undoNotice();
    expect(status).toHaveTextContent('Imagen eliminada. Deshacer');
    expect(status).toBeVisible();
    await user.click(within(status).getByRole('button', { name: 'Deshacer' }));
    expect(field('image').value).toBe('/demo/img/anterior.svg');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/demo/img/anterior.svg');
    expect(screen.getByRole('button', { name: 'Cambiar imagen' })).toHaveFocus();
    expect(within(status).queryByRole('button')).toBeNull();
  });

  test('Ctrl+Z in the widget undoes a removal, Ctrl+Shift+Z removes again', async () => {
    const user = userEvent.setup();
    mount('/demo/img/anterior.svg');
    screen.getByRole('button', { name: /Eliminar/ }).focus();
    await user.keyboard('{Enter}');
    expect(field('image').value).toBe('');
    await user.keyboard('{Control>}z{/Control}');
    expect(field('image').value).toBe('/demo/img/anterior.svg');
    expect(undoNotice()).toHaveTextContent('Cambio deshecho.');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(field('image').value).toBe('');
  });

  test('a replaced image can be taken back too', async () => {
    const user = userEvent.setup();
    mount('/demo/img/anterior.svg');
    await user.upload(chooser(), png());
    await waitFor(() => expect(field('image').value).toMatch(/^\/storage\/recetas\//));
    const status = undoNotice();
    expect(status).toHaveTextContent('Imagen reemplazada. Deshacer');
    await user.click(within(status).getByRole('button', { name: 'Deshacer' }));
    expect(field('image').value).toBe('/demo/img/anterior.svg');
  });

  test("the form's reset brings the initial image back, as a step 'Deshacer' takes back", async () => {
    const user = userEvent.setup();
    const { form } = mount('/demo/img/anterior.svg');
    await user.click(screen.getByRole('button', { name: /Eliminar/ }));
    await act(async () => {
      form.reset();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(field('image').value).toBe('/demo/img/anterior.svg');
    const status = undoNotice();
    expect(status).toHaveTextContent('Se restauró la imagen inicial. Deshacer');
    await user.click(within(status).getByRole('button', { name: 'Deshacer' }));
    expect(field('image').value).toBe('');
  });
});
