import { delay, http as mock, HttpResponse } from 'msw';
import { uploadImage } from '../../../src/admin/shared/uploader/uploads';
import { server } from '../msw-server';

test('an upload reports how much of the file has been sent, in percent, before the answer', async () => {
  const png = new Uint8Array(64 * 1024);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const seen: (number | null)[] = [];
  server.use(
    mock.post('*/api/upload_images/*', async () => {
      seen.push(-1);
      await delay(10);
      return HttpResponse.json({ url: '/storage/images/a.png' });
    }),
  );
  const url = await uploadImage(new File([png], 'a.png', { type: 'image/png' }), { onProgress: (percent) => seen.push(percent) });
  expect(url).toBe('/storage/images/a.png');
  const percents = seen.filter((value): value is number => typeof value === 'number' && value >= 0);
  expect(percents.length).toBeGreaterThan(0);
  expect(percents.at(-1)).toBe(100);
  expect(percents.every((value, index) => index === 0 || value >= (percents[index - 1] ?? 0))).toBe(true);
});
