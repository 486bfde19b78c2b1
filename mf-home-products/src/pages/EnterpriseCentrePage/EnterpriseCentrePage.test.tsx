import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@portal/core';
import { createTestSession } from '@portal/ui/testing';
import { renderAt } from '../../testing/renderAt';
import { EnterpriseCentrePage } from './EnterpriseCentrePage';

const COMPANY = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK0X', companyName: '上海浦江供应链管理有限公司' };

/** 进入系统 of the product card with that name. */
const enterButton = (name: string) => within(screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement).getByRole('button', { name: '进入系统' });

describe('EnterpriseCentrePage', () => {
  it('signed out, 进入系统 asks for the login first', async () => {
    const session = createTestSession();
    renderAt('/enterpriseCentre/index', '/enterpriseCentre/index', <EnterpriseCentrePage />, session);
    fireEvent.click(enterButton('池保理'));
    await waitFor(() => expect(session.requestLogin).toHaveBeenCalledWith({ reason: 'productEntry' }));
  });

  it('authenticated person and company: 进入系统 asks the shell for that business system', async () => {
    const session = createTestSession({
      user: { username: '张伟', mobile: '13800000000' },
      company: COMPANY,
      personalAuth: { sts: { sts: 'SUCCESS', subSts: null }, factors: { personal2: { sts: 'SUCCESS' }, telecomOperators3: { sts: 'SUCCESS' }, livingFace: { sts: 'SUCCESS' } } },
    });
    session.store.setEnterpriseAuth({ sts: { sts: 'SUCCESS', subSts: 'WISH_FINISH' }, businessLicense: { entType: 1 } });
    const opened = jest.fn();
    bus.on('business:open', opened);
    renderAt('/enterpriseCentre/index', '/enterpriseCentre/index', <EnterpriseCentrePage />, session);
    // Pool factoring has no product id, so no permission call leaves the test.
    fireEvent.click(enterButton('池保理'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith({ key: 'factoring', sameTab: false }));
    bus.off('business:open', opened);
  });
});
