import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseAuthApi, normaliseResidentId, validateMobile, validateRealName, validateResidentId, type AdminAddRequest, type AdminItem } from '@portal/core';
import { LoadFailed } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Form } from '@portal/ui/kit/Form';
import { validatorRule } from '@portal/ui/kit/FormHelpers';
import { Input } from '@portal/ui/kit/Input';
import { Table } from '@portal/ui/kit/Table';
import { messages } from '../../../i18n';
import { failureText } from '../../shared/failure';
import { PAGE_READ, companyKey, loadOf } from '../../shared/query';
import { EnterpriseFrame } from '../EnterpriseFrame';
import { useEnterpriseFlow, type EnterpriseAuthState } from '../useEnterpriseFlow';

const t = messages.enterprise;
const a = t.admins;

interface AdminValues {
  mobile: string;
  name: string;
  idNo: string;
}

/** /AuthEnterprise/addAdministrator: the company's administrators; add one (checked first). */
export function AdministratorsPage() {
  const state = useEnterpriseFlow('addAdministrator');
  return (
    <EnterpriseFrame state={state} title={a.title} lead={<p>{a.lead}</p>}>
      {() => <Administrators state={state} />}
    </EnterpriseFrame>
  );
}

function Administrators({ state }: { state: EnterpriseAuthState }) {
  const { entCode, mobile } = state;
  const [form] = Form.useForm<AdminValues>();
  const client = useQueryClient();
  const listKey = [...companyKey(mobile, entCode), 'admins'];
  const loaded = loadOf(useQuery({ queryKey: listKey, queryFn: () => enterpriseAuthApi.admins(entCode ?? ''), enabled: Boolean(entCode), ...PAGE_READ }));
  const list = loaded.data;
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);

  // Checked first; the add call answers with the new list, which replaces the loaded one.
  const addAdmin = useMutation({
    mutationFn: async (request: AdminAddRequest) => {
      await enterpriseAuthApi.checkAdmin(request);
      return enterpriseAuthApi.addAdmin(request);
    },
    onMutate: () => {
      setFailure(undefined);
      setDone(false);
    },
    onSuccess: (admins) => {
      client.setQueryData(listKey, admins);
      form.resetFields();
      setDone(true);
    },
    onError: (error) => setFailure(failureText(error, t.failed)),
  });

  const add = (values: AdminValues) => {
    if (!entCode) return;
    addAdmin.mutate({ entCode, mobile: values.mobile.trim(), name: values.name.trim(), idNo: normaliseResidentId(values.idNo) });
  };

  return (
    <>
      {loaded.error && <LoadFailed message={t.loadFailedOf(t.lists.admins, loaded.error)} onRetry={loaded.reload} retrying={loaded.loading} />}
      <Table<AdminItem>
        rowKey={(row) => `${row.mobile}|${row.role}`}
        dataSource={list ?? []}
        loading={!list && loaded.loading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: a.empty }}
        columns={[
          { title: a.name, dataIndex: 'name' },
          { title: a.mobile, dataIndex: 'mobile' },
          { title: a.idNo, dataIndex: 'idNo' },
          { title: a.role, dataIndex: 'role', render: (role: AdminItem['role']) => a.roles[role] },
        ]}
      />
      <h2 className="person__section">{a.add}</h2>
      <Form form={form} layout="vertical" onFinish={add} aria-label={a.add}>
        <div className="person__fields">
          <Form.Item label={a.mobile} name="mobile" required rules={[validatorRule(validateMobile)]} validateTrigger={['onBlur']}>
            <Input maxLength={11} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item label={a.name} name="name" required rules={[validatorRule(validateRealName)]} validateTrigger={['onBlur']}>
            <Input maxLength={30} autoComplete="off" />
          </Form.Item>
          <Form.Item label={a.idNo} name="idNo" required rules={[validatorRule((v: string | undefined) => validateResidentId(v))]} normalize={(v: string) => v.toUpperCase()} validateTrigger={['onBlur']}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </div>
        {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
        {done && <Alert className="person__section" type="success" showIcon role="status" title={a.added} />}
        <Button type="primary" htmlType="submit" loading={addAdmin.isPending}>
          {a.add}
        </Button>
      </Form>
    </>
  );
}
