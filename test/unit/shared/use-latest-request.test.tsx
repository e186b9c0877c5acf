import { act, render, screen } from '@testing-library/react';
import { useLatestRequest } from '../../../src/shared/loading/use-latest-request';

interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

function setup(initial?: string) {
  const pending: Pending[] = [];
  const errors: unknown[] = [];
  function Probe({ requestKey }: { requestKey: string }) {
    const request = useLatestRequest(
      requestKey,
      (signal) =>
        new Promise<string>((resolve, reject) => {
          pending.push({ key: requestKey, signal, resolve, reject });
        }),
      (error) => errors.push(error),
      { initial },
    );
    return (
      <p data-testid="probe">
        {request.status}:{request.data ?? '-'}
        <button type="button" onClick={request.retry}>
          retry
        </button>
      </p>
    );
  }
  return { pending, errors, Probe };
}

describe('useLatestRequest', () => {
  test('data the page holds for the first key is shown at once and not asked for; another key and retry ask', async () => {
    const { pending, Probe } = setup('datos impresos');
    const { rerender } = render(<Probe requestKey="a" />);
    expect(screen.getByTestId('probe')).toHaveTextContent('loaded:datos impresos');
    expect(pending).toEqual([]);

    rerender(<Probe requestKey="b" />);
    expect(pending.map((request) => request.key)).toEqual(['b']);
    await act(async () => pending[0]?.resolve('datos de b'));
    // Back to the first key: the page's data is not fresh any more, the server is asked.
    rerender(<Probe requestKey="a" />);
    expect(pending.map((request) => request.key)).toEqual(['b', 'a']);
    await act(async () => pending[1]?.resolve('datos nuevos de a'));
    expect(screen.getByTestId('probe')).toHaveTextContent('loaded:datos nuevos de a');
  });

  test('retry asks for the first key even when the page held its data', async () => {
    const { pending, Probe } = setup('datos impresos');
    render(<Probe requestKey="a" />);
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(pending.map((request) => request.key)).toEqual(['a']);
    await act(async () => pending[0]?.resolve('datos de a'));
    expect(screen.getByTestId('probe')).toHaveTextContent('loaded:datos de a');
  });

  test('a stale response that arrives late never replaces the newer one (even when its abort is ignored)', async () => {
    const { pending, Probe } = setup();
    const { rerender } = render(<Probe requestKey="a" />);
    expect(screen.getByTestId('probe')).toHaveTextContent('loading:-');
    rerender(<Probe requestKey="b" />);
    expect(pending.map((request) => request.key)).toEqual(['a', 'b']);
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(pending[1]?.signal.aborted).toBe(false);

    await act(async () => pending[1]?.resolve('datos de b'));
    expect(screen.getByTestId('probe')).toHaveTextContent('loaded:datos de b');
    // The first request ignores its abort and answers last.
    await act(async () => pending[0]?.resolve('datos de a'));
    expect(screen.getByTestId('probe')).toHaveTextContent('loaded:datos de b');
  });

  test('errors of the current request are reported; aborted ones never; retry loads again', async () => {
    const { pending, errors, Probe } = setup();
    const { rerender } = render(<Probe requestKey="a" />);
    rerender(<Probe requestKey="b" />);
    await act(async () => pending[0]?.reject(new Error('cancelada')));
    await act(async () => pending[1]?.reject(new Error('500')));
    expect(errors.map(String)).toEqual(['Error: 500']);
    expect(screen.getByTestId('probe')).toHaveTextContent('error:-');

    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(pending).toHaveLength(3);
    expect(screen.getByTestId('probe')).toHaveTextContent('loading:-');
    await act(async () => pending[2]?.resolve('ok'));
    expect(screen.getByTestId('probe')).toHaveTextContent('loaded:ok');
  });

  test('keeps the last data while the next key loads, then aborts on unmount', async () => {
    const { pending, Probe } = setup();
    const { rerender, unmount } = render(<Probe requestKey="a" />);
    await act(async () => pending[0]?.resolve('primera'));
    rerender(<Probe requestKey="b" />);
    expect(screen.getByTestId('probe')).toHaveTextContent('loading:primera');
    unmount();
    expect(pending[1]?.signal.aborted).toBe(true);
  });
});
