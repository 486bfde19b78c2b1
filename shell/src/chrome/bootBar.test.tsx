/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { messages } from '../i18n';
import { Brand } from './Brand';
import { BootBar } from '../app/ClaimedRoute';

// index.html draws the top bar's brand before the shell's script runs (the boot bar): it must say
// what the shell's own brand says, so the first paint and the first render show the same thing.
const html = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');

function bootBar(): HTMLElement {
  document.body.innerHTML = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));
  const bar = document.querySelector<HTMLElement>('#root > .boot-bar');
  if (!bar) throw new Error('index.html has no boot bar in #root');
  return bar;
}

describe('the boot bar in index.html', () => {
  it("shows the chrome catalogue's brand and mark, as the shell's brand does", () => {
    const bar = bootBar();
    expect(bar.querySelector('.boot-bar__mark')?.textContent).toBe(messages.chrome.brandMark);
    expect(bar.querySelector('.boot-bar__name')?.textContent).toBe(messages.chrome.brand);
    document.body.innerHTML = '';
    render(
      <MemoryRouter>
        <Brand />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: messages.chrome.brandHome })).toHaveTextContent(`${messages.chrome.brandMark}${messages.chrome.brand}`);
  });

  it('is drawn the same by the shell while remotes.json loads, so no blank frame comes between', () => {
    const fromHtml = bootBar().outerHTML;
    document.body.innerHTML = '';
    const { container } = render(<BootBar />);
    expect(container.innerHTML).toBe(fromHtml);
  });

  it('is hidden from assistive technology and offers nothing to click before the shell runs', () => {
    const bar = bootBar();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar.querySelectorAll('a, button, input')).toHaveLength(0);
  });

  it('carries its style under the page nonce, as the strict style policy asks', () => {
    expect(html).toMatch(/<style nonce="__PORTAL_CSP_NONCE__">[\s\S]*\.boot-bar \{[\s\S]*<\/style>/);
  });
});
