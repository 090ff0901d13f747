// Every SWR request starts in a task of its own after the commit that mounted its hook
// (components/ui/swr-defaults.tsx), not inside that commit: a page's hydration commit is its
// longest task, and the frame's hooks (session, balance, badges) used to start their requests in it.
import { act, render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { SwrDefaults } from '@/components/ui/swr-defaults';

function Reader({ fetcher }: { fetcher: (key: string) => Promise<string> }) {
  const { data } = useSWR('/api/example', fetcher);
  return <p>{data ?? 'loading'}</p>;
}

describe('the SWR defaults', () => {
  it('starts a request after the commit, in a later task, and shows its data', async () => {
    const fetcher = jest.fn(async (key: string) => `read ${key}`);
    act(() => {
      render(
        <SwrDefaults>
          <Reader fetcher={fetcher} />
          <Reader fetcher={fetcher} />
        </SwrDefaults>,
      );
    });
    // The commit and its effects have run; the request has not started yet.
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect(fetcher).not.toHaveBeenCalled();
    expect(await screen.findAllByText('read /api/example')).toHaveLength(2);
    // Both readers share one request, as SWR dedupes a key.
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/api/example');
  });

  it('passes a failed request on as the hook error', async () => {
    function Failing() {
      const { error } = useSWR('/api/failing', async () => Promise.reject(new Error('refused')), { shouldRetryOnError: false });
      return <p>{error ? error.message : 'waiting'}</p>;
    }
    render(
      <SwrDefaults>
        <Failing />
      </SwrDefaults>,
    );
    expect(await screen.findByText('refused')).toBeInTheDocument();
  });
});
