import { Navigate, Route, Routes } from 'react-router-dom';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import { ContractDetailView, ContractList, ContractSign, ContractSuccess, FaceSuccess } from './lazy';

/** The enterprise and person contract pages (list, detail, sign, success) below the heading. */
export function ContractRoutes() {
  return (
    <KitProvider>
      <Routes>
        <Route index element={<Navigate to="enterprise/list" replace />} />
        <Route path="success" element={<FaceSuccess />} />
        <Route path=":scope/list" element={<ContractList />} />
        <Route path=":scope/detail" element={<ContractDetailView />} />
        <Route path=":scope/sign" element={<ContractSign />} />
        <Route path=":scope/success" element={<ContractSuccess />} />
        <Route path="*" element={<Navigate to="enterprise/list" replace />} />
      </Routes>
    </KitProvider>
  );
}
