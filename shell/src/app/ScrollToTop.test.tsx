import { render } from '@testing-library/react';
import { act } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

it('scrolls to the top on each navigation, whichever router pushed it', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.history.pushState(null, '', '/cWeb/home/index');
  render(
    <BrowserRouter basename="/cWeb">
      <ScrollToTop />
    </BrowserRouter>,
  );
  expect(scrollTo).toHaveBeenCalledTimes(1);
  act(() => {
    // Another router's pushState, which single-spa turns into a popstate.
    window.history.pushState(null, '', '/cWeb/helpCenter/signature');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(scrollTo).toHaveBeenCalledTimes(2);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollTo.mockRestore();
});
