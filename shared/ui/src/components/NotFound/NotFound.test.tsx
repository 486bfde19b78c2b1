import { render, screen } from '@testing-library/react';
import { NOT_FOUND_TITLE, documentTitle } from '@portal/core';
import { NotFound } from './NotFound';

test('the not-found page names itself in the browser tab and links home', () => {
  document.title = 'before';
  render(<NotFound />);
  expect(document.title).toBe(documentTitle(NOT_FOUND_TITLE));
  expect(screen.getByRole('link')).toHaveAttribute('href', '/cWeb/home/index');
});
