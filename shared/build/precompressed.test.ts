import { FIRST_VIEW_FILE } from './webpack.mjs';

// Names as the production build writes them (shell/dist, mf-auth/dist).
describe('which files get brotli 11 (the files a first view waits for) and which 10', () => {
  it.each([
    'main.js',
    'remoteEntry.js',
    'react-dom.9563de09.js',
    'bootstrap.df864b03.js',
    'bootstrap.5975adb0.css',
    'kit-base.e8168e96.js',
    'signed-client.f402b840.js',
    '__federation_expose_parcel.7945e722.js',
    'mf-manifest.json',
    'remotes.json',
    'favicon.svg',
  ])('%s: 11', (file) => {
    expect(FIRST_VIEW_FILE.test(file)).toBe(true);
  });

  it.each([
    '1378.e83571f5.js',
    '443.8ba7d6d2.css',
    'kit-css/pagination+1.9775e41a.css',
    '__federation_expose_diagnostics.91f63605.js',
    'page~contract.1a2b3c4d.js',
    'main.1a2b3c4d.js.LICENSE.txt',
    'not-main.js',
  ])('%s: 10', (file) => {
    expect(FIRST_VIEW_FILE.test(file)).toBe(false);
  });
});
