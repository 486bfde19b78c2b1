import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FaceResultAnswer } from '@portal/core';
import { SessionProvider } from '@portal/ui';
import { PortalQueryProvider, createPortalQueryClient } from '@portal/ui/query';
import { createTestSession } from '@portal/ui/testing';
import { userCentreApi } from '../../api/userCentre';
import { ContractPage } from './ContractPage';

jest.mock('qrcode', () => ({ toDataURL: jest.fn(async () => 'data:image/png;base64,AAAA') }));

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

const face = (faceId: string, status: FaceResultAnswer['status'], reason: string | null = null): FaceResultAnswer => ({ faceId, scene: 'contract', status, reason, expiresAt: Date.now() + 300_000 });


afterEach(() => jest.restoreAllMocks());

it('signs by face: the result is polled until the check fails, another try polls the new check, a pass signs', async () => {
  jest.spyOn(userCentreApi, 'contract').mockResolvedValue({
    id: 'HT1', contractNo: 'ZC-2026-HT1', name: '保理服务合同', scope: 'enterprise', status: 'TO_SIGN', amount: 1000, createdAt: 0, deadline: 0, signedAt: null, lockedBy: null,
    parties: [], history: [], seal: null, fileKey: 'K1',
  });
  jest.spyOn(userCentreApi, 'fileLink').mockRejectedValue(new Error('no preview here'));
  let n = 0;
  const faceStart = jest.spyOn(userCentreApi, 'faceStart').mockImplementation(async () => ({ faceId: `f${(n += 1)}`, url: `http://x/f${n}`, expiresAt: Date.now() + 300_000 }));
  const answers: Record<string, FaceResultAnswer[]> = { f1: [face('f1', 'waiting'), face('f1', 'failed', '未检测到活体')], f2: [face('f2', 'passed')] };
  const faceResult = jest.spyOn(userCentreApi, 'faceResult').mockImplementation(async (faceId) => answers[faceId]?.shift() ?? face(faceId, 'passed'));
  const signByFace = jest.spyOn(userCentreApi, 'signByFace').mockResolvedValue({ id: 'HT1', status: 'SIGNED', seal: 'SEAL', signedAt: 1 });

  const user = userEvent.setup();
  render(
    <SessionProvider session={createTestSession({ user: { username: '张伟', mobile: '13800000000' } })}>
      <PortalQueryProvider client={createPortalQueryClient()}>
        <MemoryRouter initialEntries={['/contract/enterprise/sign?id=HT1']}>
          <Routes>
            <Route path="/contract/*" element={<ContractPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </PortalQueryProvider>
    </SessionProvider>,
  );
  await user.click(await screen.findByRole('tab', { name: '刷脸验证签署' }));
  expect(await screen.findByRole('img', { name: '人脸识别二维码' })).toBeInTheDocument();
  expect(await screen.findByText('人脸识别未通过：未检测到活体')).toBeInTheDocument();
  expect(faceResult.mock.calls.map(([id]) => id)).toEqual(['f1', 'f1']);

  await user.click(screen.getByRole('button', { name: '重新刷脸' }));
  await waitFor(() => expect(signByFace).toHaveBeenCalledWith('HT1', 'f2'));
  expect(faceStart).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/contract/enterprise/success?id=HT1&seal=SEAL'));
});
