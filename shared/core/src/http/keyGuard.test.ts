import { getLoadingCount, installLoadingKeyGuard } from './index';

function press(key: string): { prevented: boolean; reached: boolean } {
  let reached = false;
  const button = document.createElement('button');
  document.body.append(button);
  button.addEventListener('keydown', () => (reached = true));
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  button.dispatchEvent(event);
  button.remove();
  return { prevented: event.defaultPrevented, reached };
}

describe('installLoadingKeyGuard', () => {
  it.each([
    ['Enter', true],
    [' ', true],
    ['a', false],
    ['Tab', false],
  ])('while loading, %j blocked: %s', (key, blocked) => {
    const uninstall = installLoadingKeyGuard(window, () => true);
    expect(press(key)).toEqual({ prevented: blocked, reached: !blocked });
    uninstall();
  });

  it('lets keys through when nothing loads and after uninstalling', () => {
    let loading = false;
    const uninstall = installLoadingKeyGuard(window, () => loading);
    expect(press('Enter')).toEqual({ prevented: false, reached: true });
    loading = true;
    uninstall();
    expect(press('Enter')).toEqual({ prevented: false, reached: true });
  });

  it('reads the portal loading count by default', () => {
    expect(getLoadingCount()).toBe(0);
    const uninstall = installLoadingKeyGuard();
    expect(press(' ')).toEqual({ prevented: false, reached: true });
    uninstall();
  });
});
