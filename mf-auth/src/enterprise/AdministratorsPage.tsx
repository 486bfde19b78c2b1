import { useState } from 'react';
import { enterpriseAuthApi, normaliseResidentId, validateMobile, validateRealName, validateResidentId, type AdminItem } from '@portal/core';
import { LoadFailed, useApiData } from '@portal/ui';
import { Alert, Button, Form, Input, Table, validatorRule } from '@portal/ui/kit';
import { messages } from '../i18n';
import { failureText } from '../person/failure';
import { EnterpriseFrame } from './EnterpriseFrame';
import { useEnterpriseAuth, type EnterpriseAuthState } from './useEnterpriseAuth';

const t = messages.enterprise;
const a = t.admins;

interface AdminValues {
  mobile: string;
  name: string;
  idNo: string;
}

/** /AuthEnterprise/addAdministrator: the company's administrators; add one (checked first). */
export function AdministratorsPage() {
  const state = useEnterpriseAuth('addAdministrator');
  return (
    <EnterpriseFrame state={state} title={a.title} lead={<p>{a.lead}</p>}>
      {() => <Administrators state={state} />}
    </EnterpriseFrame>
  );
}

function Administrators({ state }: { state: EnterpriseAuthState }) {
  const { entCode } = state;
  const [form] = Form.useForm<AdminValues>();
  const loaded = useApiData<AdminItem[]>(entCode ? `admins|${entCode}` : null, () => enterpriseAuthApi.admins(entCode ?? ''));
  // The list after an addition (the add call answers with it), else the loaded one.
  const [added, setAdded] = useState<AdminItem[]>();
  const list = added ?? loaded.data;
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const add = async (values: AdminValues) => {
    if (!entCode) return;
    setFailure(undefined);
    setDone(false);
    setBusy(true);
    const request = { entCode, mobile: values.mobile.trim(), name: values.name.trim(), idNo: normaliseResidentId(values.idNo) };
    try {
      await enterpriseAuthApi.checkAdmin(request);
      setAdded(await enterpriseAuthApi.addAdmin(request));
      form.resetFields();
      setDone(true);
    } catch (error) {
      setFailure(failureText(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {loaded.error && !added && <LoadFailed message={t.loadFailedOf(t.lists.admins, loaded.error)} onRetry={loaded.reload} retrying={loaded.loading} />}
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
        {failure && <Alert className="person__section" type="error" showIcon role="alert" message={failure} />}
        {done && <Alert className="person__section" type="success" showIcon role="status" message={a.added} />}
        <Button type="primary" htmlType="submit" loading={busy}>
          {a.add}
        </Button>
      </Form>
    </>
  );
}
