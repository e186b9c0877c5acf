import { act, render, screen } from '@testing-library/react';
import { SLOW_AFTER_MS, useLatestRequest } from '../../../src/shared/loading/use-latest-request';

interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
}

function setup(slowAfterMs?: number) {
  const pending: Pending[] = [];
  function Probe({ requestKey }: { requestKey: string }) {
    const request = useLatestRequest(
      requestKey,
      (signal) => new Promise<string>((resolve) => pending.push({ key: requestKey, signal, resolve })),
      undefined,
      slowAfterMs === undefined ? undefined : { slowAfterMs },
    );
    return (
      <p data-testid="probe">
        {request.status}:{request.data ?? '-'}:{request.slow ? 'slow' : 'on time'}
        <button type="button" onClick={request.retry}>
          retry
        </button>
      </p>
    );
  }
  return { pending, Probe };
}

const probe = () => screen.getByTestId('probe');

describe('useLatestRequest: slow requests', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test(`turns slow after ${SLOW_AFTER_MS} ms of loading by default, not before`, () => {
    const { Probe } = setup();
    render(<Probe requestKey="a" />);
    act(() => jest.advanceTimersByTime(SLOW_AFTER_MS - 1));
    expect(probe()).toHaveTextContent('loading:-:on time');
    act(() => jest.advanceTimersByTime(1));
    expect(probe()).toHaveTextContent('loading:-:slow');
  });

  test('the wait is configurable per call', () => {
    const { Probe } = setup(50);
    render(<Probe requestKey="a" />);
    act(() => jest.advanceTimersByTime(49));
    expect(probe()).toHaveTextContent('on time');
    act(() => jest.advanceTimersByTime(1));
    expect(probe()).toHaveTextContent('slow');
  });

  test('the slow original answer still shows, and the slow state goes', async () => {
    const { pending, Probe } = setup(50);
    render(<Probe requestKey="a" />);
    act(() => jest.advanceTimersByTime(50));
    expect(probe()).toHaveTextContent('loading:-:slow');
    await act(async () => pending[0]?.resolve('tarde pero llegó'));
    expect(probe()).toHaveTextContent('loaded:tarde pero llegó:on time');
    expect(pending).toHaveLength(1);
  });

  test('retry aborts the request under way, asks again and waits anew', async () => {
    const { pending, Probe } = setup(50);
    render(<Probe requestKey="a" />);
    act(() => jest.advanceTimersByTime(50));
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(pending).toHaveLength(2);
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(pending[1]?.signal.aborted).toBe(false);
    expect(probe()).toHaveTextContent('loading:-:on time');
    act(() => jest.advanceTimersByTime(50));
    expect(probe()).toHaveTextContent('loading:-:slow');
    await act(async () => pending[1]?.resolve('segunda'));
    expect(probe()).toHaveTextContent('loaded:segunda:on time');
  });

  test('a stale answer never overwrites a newer one, nor makes it slow', async () => {
    const { pending, Probe } = setup(50);
    const { rerender } = render(<Probe requestKey="a" />);
    act(() => jest.advanceTimersByTime(50));
    rerender(<Probe requestKey="b" />);
    expect(probe()).toHaveTextContent('loading:-:on time');
    await act(async () => pending[1]?.resolve('de b'));
    await act(async () => pending[0]?.resolve('de a, tarde'));
    act(() => jest.advanceTimersByTime(100));
    expect(probe()).toHaveTextContent('loaded:de b:on time');
  });

  test('a new key loading after a slow one starts on time; data of the earlier key stays meanwhile', async () => {
    const { pending, Probe } = setup(50);
    const { rerender } = render(<Probe requestKey="a" />);
    await act(async () => pending[0]?.resolve('de a'));
    rerender(<Probe requestKey="b" />);
    act(() => jest.advanceTimersByTime(50));
    expect(probe()).toHaveTextContent('loading:de a:slow');
    rerender(<Probe requestKey="c" />);
    expect(probe()).toHaveTextContent('loading:de a:on time');
  });
});
