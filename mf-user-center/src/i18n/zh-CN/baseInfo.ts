import type { EnterpriseInfo } from '@portal/core';

// /base/info (issue 12, deliverable 2).
export const baseInfo = {
  tabs: { person: '个人信息', ent: '企业信息' },
  person: { realName: '姓名', idNo: '身份证号', mobile: '手机号' },
  reveal: {
    button: '查看完整信息',
    title: '短信验证',
    lead: '为保护您的信息安全，查看完整信息前请完成短信验证。',
    code: '短信验证码',
    codeRule: '请输入6位数字验证码',
    ok: '确认',
    cancel: '取消',
    hide: '隐藏完整信息',
  },
  ent: {
    entName: '企业名称',
    creditCode: '统一社会信用代码',
    entityType: '企业类型',
    frName: '法定代表人',
    authState: '认证状态',
    administrators: '管理员',
    none: '您尚未关联企业',
    legalChange: '法定代表人变更',
    adminChange: '管理员变更',
    applyAdmin: '申请成为平台管理员',
    applyAdminLead: '您是该企业的普通用户。如需办理业务，可申请成为平台管理员，经法定代表人确认后生效。',
  },
  entityTypes: { 1: '一般企业', 2: '个体工商户', 3: '事业单位', 4: '社会团体', 99: '其他' } as Record<number, string>,
  authStates: { SUCCESS: '已认证', PROCESSING: '认证中', FAILING: '认证未通过', EXPIRED: '企业认证已过期', none: '未认证' } satisfies Record<NonNullable<EnterpriseInfo['authState']> | 'none', string>,
  list: (names: string[]) => names.join('、'),
  failed: '加载失败，请稍后再试',
  empty: '-',
};
