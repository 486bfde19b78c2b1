import type { CentreProductState } from '@portal/core';

// The business centre (issue 12, deliverable 1).
export const business = {
  company: (name: string) => `当前企业：${name}`,
  noCompany: '您尚未关联企业',
  switchCompany: '切换企业',
  products: '我的业务',
  states: { opened: '已开通', authenticating: '认证中', available: '可开通' } satisfies Record<CentreProductState, string>,
  actions: { opened: '进入业务系统', authenticating: '继续认证', available: '立即开通' } satisfies Record<CentreProductState, string>,
  todos: '待办事项',
  todoContracts: (n: number) => `您有 ${n} 份企业合同待签署`,
  todoPersonContracts: (n: number) => `您有 ${n} 份个人合同待签署`,
  todoGo: '去签署',
  noTodos: '暂无待办事项',
  openService: '开通新业务',
};
