import { render, screen, waitFor, within } from '@testing-library/react';
import { Footer } from './Footer';
import { parsePortalConfig, policeRegistryUrl, resetPortalConfig } from './portalConfig';
import { markFirstContent } from '@portal/ui';

const CONFIG = {
  footer: { default: 'factoring', hosts: { localhost: 'digital' } },
  filings: {
    factoring: { icp: '沪ICP备2026000001号-1', police: '沪公网安备31011502000001号' },
    digital: { icp: '沪ICP备2026000002号-1', police: '沪公网安备31011502000002号' },
  },
};

function serveConfig(body: unknown) {
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: jest.fn(async () => ({ ok: true, json: async () => body })) });
}

// The page's content is shown: the chrome reads its config now.
beforeEach(() => {
  resetPortalConfig();
  markFirstContent();
});

describe('the footer’s filing numbers', () => {
  it('shows this host’s ICP and public-security numbers, each linking to its registry in a new tab', async () => {
    serveConfig(CONFIG);
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const icp = await within(footer).findByRole('link', { name: '沪ICP备2026000002号-1' });
    expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(icp).toHaveAttribute('target', '_blank');
    expect(icp).toHaveAttribute('rel', 'noopener noreferrer');
    const police = within(footer).getByRole('link', { name: '沪公网安备31011502000002号' });
    expect(police).toHaveAttribute('href', 'http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=31011502000002');
    expect(within(footer).queryByText('沪ICP备2026000001号-1')).not.toBeInTheDocument();
  });

  it('shows none when the file gives none for the variant', async () => {
    serveConfig({ footer: CONFIG.footer, filings: { factoring: CONFIG.filings.factoring } });
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(footer).toHaveAttribute('data-variant', 'digital'));
    expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads the numbers leniently: unknown variants, blanks and a police number without digits are dropped', () => {
    const config = parsePortalConfig({
      filings: { bank: { icp: 'x' }, factoring: { icp: '  ', police: '公网安备' }, digital: { icp: '沪ICP备1号', police: 7 } },
    });
    expect(config.filings).toEqual({ factoring: {}, digital: { icp: '沪ICP备1号' } });
    expect(parsePortalConfig({}).filings).toEqual({});
  });

  it('links a public-security number by its digits', () => {
    expect(policeRegistryUrl('京公网安备 11010502000003 号')).toBe('http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=11010502000003');
  });
});
