import type { CentreProductState } from '@portal/core';
import type { TodoKind } from '../../pages/BusinessCenterPage/todos';

// The business centre (issue 12, deliverable 1).
export const business = {
  company: (name: string) => `当前企业：${name}`,
  noCompany: '您尚未关联企业',
  switchCompany: '切换企业',
  products: '我的业务',
  states: { opened: '已开通', authenticating: '认证中', available: '可开通', expired: '企业认证已过期' } satisfies Record<CentreProductState, string>,
  actions: { opened: '进入业务系统', authenticating: '继续认证', available: '立即开通', expired: '重新认证' } satisfies Record<CentreProductState, string>,
  sameTab: '在当前页打开',
  todos: '待办事项',
  todo: {
    legalToSign: () => '法定代表人变更待您确认并签署变更告知书',
    legalUpload: () => '法定代表人变更待您上传变更材料',
    legalRejected: () => '法定代表人变更材料被驳回，请修改后重新提交',
    adminRefused: () => '您的管理员变更申请被法定代表人拒绝',
    entRejected: () => '企业认证材料被退回，请修改后重新提交',
    entContracts: (n: number) => `您有 ${n} 份企业合同待签署`,
    personContracts: (n: number) => `您有 ${n} 份个人合同待签署`,
  } satisfies Record<TodoKind, (n: number) => string>,
  todoGo: {
    legalToSign: '去确认',
    legalUpload: '去上传',
    legalRejected: '去修改',
    adminRefused: '查看结果',
    entRejected: '去修改',
    entContracts: '去签署',
    personContracts: '去签署',
  } satisfies Record<TodoKind, string>,
  noTodos: '暂无待办事项',
  openService: '开通新业务',
};
