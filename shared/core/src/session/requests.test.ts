/** @jest-environment node */
import { createBus } from '../bus';
import { openBusinessSystem, requestLogin } from './requests';

describe('requests to the shell', () => {
  it('resolves succeeded when the login it asked for succeeds, ignoring other logins', async () => {
    const bus = createBus();
    const asked: { requestId?: string; key?: string }[] = [];
    bus.on('login:requested', (event) => asked.push(event));
    const outcome = requestLogin({ key: 'homeBanner' }, bus);
    expect(asked).toHaveLength(1);
    expect(asked[0].key).toBe('homeBanner');
    bus.emit('login:succeeded', { mobile: '13800000000', requestId: 'someone-else' });
    bus.emit('login:succeeded', { mobile: '13800000000', requestId: asked[0].requestId });
    await expect(outcome).resolves.toBe('succeeded');
  });

  it('resolves cancelled when the dialog is closed, and stops listening', async () => {
    const bus = createBus();
    let id: string | undefined;
    bus.on('login:requested', (event) => (id = event.requestId));
    const outcome = requestLogin({}, bus);
    bus.emit('login:cancelled', { requestId: id });
    await expect(outcome).resolves.toBe('cancelled');
    expect(bus.all.get('login:succeeded') ?? []).toHaveLength(0);
  });

  it('asks for a business system by key', () => {
    const bus = createBus();
    const heard = jest.fn();
    bus.on('business:open', heard);
    openBusinessSystem('twogold', { sameTab: true }, bus);
    expect(heard).toHaveBeenCalledWith({ key: 'twogold', sameTab: true });
  });
});
