import { Navigate, Route, Routes } from 'react-router-dom';
import { KitProvider } from '@portal/ui/kit';
import { PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';
import { ContractList } from './ContractList';
import { ContractDetailView } from './ContractDetail';
import { ContractSign } from './ContractSign';
import { ContractSuccess, FaceSuccess } from './ContractSuccess';
import './contract.css';

/** /contract and its enterprise and person pages (list, detail, sign, success). */
export function ContractPage() {
  return (
    <KitProvider>
      <div className="uc-contract">
        <PageIntro title={pages.contract.title} lead={pages.contract.lead} />
        <Routes>
          <Route index element={<Navigate to="enterprise/list" replace />} />
          <Route path="success" element={<FaceSuccess />} />
          <Route path=":scope/list" element={<ContractList />} />
          <Route path=":scope/detail" element={<ContractDetailView />} />
          <Route path=":scope/sign" element={<ContractSign />} />
          <Route path=":scope/success" element={<ContractSuccess />} />
          <Route path="*" element={<Navigate to="enterprise/list" replace />} />
        </Routes>
      </div>
    </KitProvider>
  );
}
