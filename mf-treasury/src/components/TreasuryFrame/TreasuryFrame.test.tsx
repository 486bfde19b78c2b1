import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { documentAt, resetFirstView } from '@portal/ui/testing';
import { treasury as t } from '../../i18n/zh-CN/treasury';
import { TreasuryPage } from './TreasuryFrame';

// Each page's body stands in for its chunk: it renders once the frame asks for it.
const asked: string[] = [];
jest.mock('./pages', () => ({
  pageBody: (page: string) =>
    function Body() {
      asked.push(page);
      return <p>body of {page}</p>;
    },
}));

const LIST_URL = 'http://localhost/cWeb/treasuryFront/list';

function renderList() {
  return render(
    <MemoryRouter>
      <TreasuryPage title={t.frame.list} page="list" />
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.useRealTimers();
  resetFirstView();
  asked.length = 0;
});

describe("a treasury page's body", () => {
  it("on the document's first view, is asked for once the browser has reported the frame's paint", async () => {
    // The clock held: on a busy machine the wait's own limit must not pass while the test looks.
    jest.useFakeTimers();
    const { win, paint } = documentAt(LIST_URL);
    resetFirstView(win);
    renderList();
    expect(screen.getByRole('heading', { name: t.frame.list })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: t.loading })).toBeInTheDocument();
    // Frames and tasks go by (the paint's report has not come): still only the frame.
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(asked).toEqual([]);
    await act(async () => paint());
    expect(await screen.findByText('body of list')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: t.loading })).toBeNull();
  });

  it('renders at once on a page reached by a click, or when another page opened the document', async () => {
    for (const [opened, pressed] of [
      [LIST_URL, true],
      ['http://localhost/cWeb/home/index', false],
    ] as const) {
      resetFirstView(documentAt(opened, { pathname: '/cWeb/treasuryFront/list', pressed }).win);
      const { unmount } = renderList();
      expect(await screen.findByText('body of list')).toBeInTheDocument();
      unmount();
    }
  });
});
