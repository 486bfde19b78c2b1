/** @jest-environment node */
import { createMemoryStore, createSecureStorage } from '../storage';
import { createDraftStore } from './drafts';

const store = () => createDraftStore(createSecureStorage({ local: createMemoryStore(), session: createMemoryStore() }));

describe('personal auth drafts', () => {
  it('keeps the typed fields per mobile and page, never the omitted ones or files', () => {
    const drafts = store();
    drafts.save('13800000002', 'AuthPerson/AuthType', { cardNo: '6222', bankMobile: '139', smsCode: '123456', photo: { fileId: 'f' } }, ['smsCode']);
    expect(drafts.load('13800000002', 'AuthPerson/AuthType')).toEqual({ cardNo: '6222', bankMobile: '139' });
    expect(drafts.load('13800000002', 'AuthPerson/AuthCertificate')).toBeUndefined();
    expect(drafts.load('13800000010', 'AuthPerson/AuthType')).toBeUndefined();
  });

  it('removes a draft when cleared (submitted) or emptied', () => {
    const drafts = store();
    drafts.save('13800000002', 'AuthPerson/AuthCertificate', { idName: '张三', agreed: true });
    drafts.clear('13800000002', 'AuthPerson/AuthCertificate');
    expect(drafts.load('13800000002', 'AuthPerson/AuthCertificate')).toBeUndefined();
    drafts.save('13800000002', 'AuthPerson/AuthCertificate', { idName: '张三' });
    drafts.save('13800000002', 'AuthPerson/AuthCertificate', { idName: '', agreed: false });
    expect(drafts.load('13800000002', 'AuthPerson/AuthCertificate')).toBeUndefined();
  });

  it('keeps nothing without a mobile', () => {
    const drafts = store();
    drafts.save('', 'AuthPerson/AuthCertificate', { idName: '张三' });
    expect(drafts.load('', 'AuthPerson/AuthCertificate')).toBeUndefined();
  });
});
