/** @jest-environment node */
import { bus, createBus } from './index';

describe('event bus', () => {
  it('delivers a typed event to every listener and stops after off', () => {
    const local = createBus();
    const heard: string[] = [];
    const onA = (e: { mobile: string }) => heard.push(`a:${e.mobile}`);
    local.on('login:succeeded', onA);
    local.on('login:succeeded', (e) => heard.push(`b:${e.mobile}`));
    local.emit('login:succeeded', { mobile: '13800000000' });
    local.off('login:succeeded', onA);
    local.emit('login:succeeded', { mobile: '13800000001' });
    expect(heard).toEqual(['a:13800000000', 'b:13800000000', 'b:13800000001']);
  });

  it('keeps separate buses apart from the portal bus', () => {
    const local = createBus();
    const heard = jest.fn();
    bus.on('session:expired', heard);
    local.emit('session:expired', { path: '/x' });
    expect(heard).not.toHaveBeenCalled();
    bus.emit('session:expired', { path: '/y' });
    expect(heard).toHaveBeenCalledWith({ path: '/y' });
    bus.off('session:expired', heard);
  });
});
