import { Navigate, Route, Routes } from 'react-router-dom';
import { KitProvider } from '@portal/ui/kit';
import { PageIntro, lazyPage } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';
import './contract.css';

// Each contract page's code loads on its first visit: the list does not fetch signing's face check and form.
const ContractList = lazyPage(() => import('./ContractList').then((m) => m.ContractList));
const ContractDetailView = lazyPage(() => import('./ContractDetail').then((m) => m.ContractDetailView));
const ContractSign = lazyPage(() => import('./ContractSign').then((m) => m.ContractSign));
const ContractSuccess = lazyPage(() => import('./ContractSuccess').then((m) => m.ContractSuccess));
const FaceSuccess = lazyPage(() => import('./ContractSuccess').then((m) => m.FaceSuccess));

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
