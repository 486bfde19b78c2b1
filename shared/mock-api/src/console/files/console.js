// The QA console (GET /__mock/) and the OpenAPI view (GET /__mock/openapi.html): plain browser
// script, served as a file so that the strict script CSP of the preview server holds (no inline
// script). Everything it shows comes from the control API; the list of calls and their forms
// come from the OpenAPI document, so a new control call appears without touching this file.
'use strict';

(() => {
  const API_BASE = '/customer/client';
  const $ = (selector) => document.querySelector(selector);

  /** An element: attrs sets properties for on* handlers and `text`, attributes for the rest (never style). */
  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'text') node.textContent = String(value);
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of children.flat()) if (child !== null && child !== undefined && child !== false) node.append(child instanceof Node ? child : String(child));
    return node;
  }

  const statusLine = () => $('#qa-status');
  function say(message, isError = false) {
    const line = statusLine();
    if (!line) return;
    line.textContent = message;
    line.classList.toggle('qa-error', isError);
  }

  /** A control call: JSON in and out; resolves {ok, status, data} and never throws for an HTTP error. */
  async function call(method, url, body) {
    const init = { method, headers: {} };
    if (body !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(url, init);
    const text = await response.text();
    let data = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // An HTML or text answer stays text.
    }
    return { ok: response.ok, status: response.status, data };
  }

  const messageOf = (result) => (result.data && typeof result.data === 'object' && result.data.message) || `HTTP ${result.status}`;

  /** Runs an action, says how it went, and refreshes what it may have changed. */
  async function act(label, method, url, body) {
    const result = await call(method, url, body);
    if (result.ok) say(`${label}：成功`);
    else say(`${label}：失败（${messageOf(result)}）`, true);
    await refreshAll();
    return result;
  }

  const time = (ms) => (ms ? new Date(ms).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : '');

  // --- the OpenAPI document -------------------------------------------------------------------------

  let openapi = null;
  async function loadOpenApi() {
    const result = await call('GET', '/__mock/openapi.json');
    if (!result.ok) throw new Error(`OpenAPI: HTTP ${result.status}`);
    openapi = result.data;
    return openapi;
  }

  /** Every operation: {method, path, op}, in the document's order. */
  const operations = () =>
    Object.entries(openapi.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );

  const hasCall = (method, path) => Boolean(openapi && openapi.paths[path] && openapi.paths[path][method.toLowerCase()]);

  /** A body skeleton from a JSON schema: each property with a placeholder of its type. */
  function skeleton(schema) {
    if (!schema || typeof schema !== 'object') return {};
    if (schema.type === 'object' || schema.properties) {
      const out = {};
      for (const [key, sub] of Object.entries(schema.properties || {})) out[key] = sub.enum ? sub.enum[0] : sub.type === 'boolean' ? true : sub.type === 'integer' || sub.type === 'number' ? 0 : sub.type === 'array' ? [] : sub.type === 'object' ? {} : '';
      return out;
    }
    return {};
  }

  const requestSchema = (op) => op.requestBody && op.requestBody.content && (op.requestBody.content['application/json'] || Object.values(op.requestBody.content)[0]);
  const answersHtml = (op) => Object.values(op.responses || {}).some((r) => r.content && (r.content['text/html'] || r.content['application/pdf'] || r.content['image/png']));

  // --- personas ---------------------------------------------------------------------------------------

  /** The QA sign-in link: with a ticket only this page can ask for, so a link from elsewhere signs nobody in. */
  function signInUrl(mobile, ticket) {
    const redirect = ($('#qa-redirect') && $('#qa-redirect').value.trim()) || '__PORTAL_HOME_ROUTE__';
    return `__PORTAL_QA_SIGN_IN__?${new URLSearchParams({ mobile, redirect, ticket }).toString()}`;
  }

  /** Opens the portal's tab at once (a popup must open on the click), then sends it to the sign-in link with a fresh ticket. */
  async function signIn(event, mobile) {
    event.preventDefault();
    const tab = window.open('about:blank', 'qa-portal');
    const issued = await call('POST', '__PORTAL_QA_TICKET__', { mobile });
    if (!issued.ok) {
      say(`登录 ${mobile}：失败（${messageOf(issued)}）`, true);
      if (tab) tab.close();
      return;
    }
    const url = signInUrl(mobile, issued.data.ticket);
    if (tab) tab.location.href = url;
    else window.location.href = url;
  }

  async function renderPersonas() {
    const result = await call('GET', '/__mock/accounts');
    const rows = $('#qa-persona-rows');
    if (!result.ok) {
      rows.replaceChildren(el('tr', {}, el('td', { colspan: 4, text: `无法读取账号：${messageOf(result)}` })));
      return;
    }
    rows.replaceChildren(
      ...result.data.accounts.map((account) =>
        el(
          'tr',
          { 'data-mobile': account.mobile },
          el('td', { class: 'qa-path', text: account.mobile }),
          el('td', { text: account.name }),
          el('td', { class: 'qa-muted', text: account.summary }),
          el(
            'td',
            { class: 'qa-row-actions' },
            el('button', { type: 'button', class: 'qa-button', 'aria-label': `登录 ${account.mobile}`, text: '登录', onclick: (event) => signIn(event, account.mobile) }),
            el('button', { type: 'button', 'aria-label': `查看状态 ${account.mobile}`, text: '查看状态', onclick: () => showAccount(account.mobile) }),
          ),
        ),
      ),
    );
  }

  // --- account state ----------------------------------------------------------------------------------

  const ROLE_NAMES = { LEGAL_PERSON: '法定代表人', ADMINISTRATOR: '管理员', ORDINARY: '普通用户' };
  const STS_NAMES = { '': '未认证（null）', PROCESSING: '认证中 PROCESSING', SUCCESS: '已认证 SUCCESS', FAILING: '未通过 FAILING', EXPIRED: '已过期 EXPIRED' };
  const SUB_STS = {
    '': '无（null）',
    ENT_4_FINISH: '四要素已通过 ENT_4_FINISH',
    ENT_4_NOT_PASS: '四要素未通过 ENT_4_NOT_PASS',
    ENT_SMALL_AMT_APPLY: '已申请小额打款 ENT_SMALL_AMT_APPLY',
    ENT_SMALL_AMT_VERIFY: '打款金额已验证 ENT_SMALL_AMT_VERIFY',
    LP_NOTIFY_FINISH: '法定代表人已确认 LP_NOTIFY_FINISH',
    FACE_VERIFY_FINISH: '法定代表人已刷脸 FACE_VERIFY_FINISH',
    JUMP_SUBMIT_MATERIALS: '待上传材料 JUMP_SUBMIT_MATERIALS',
    MANUAL_CHECK_REJECT_BUSINESS_OPERATION: '审核退回（业务） MANUAL_CHECK_REJECT_BUSINESS_OPERATION',
    MANUAL_CHECK_REJECT_RISK_OPERATION: '审核退回（风险） MANUAL_CHECK_REJECT_RISK_OPERATION',
    MANUAL_CHECK_REJECT_CUSTOMER: '审核退回（客户） MANUAL_CHECK_REJECT_CUSTOMER',
    WISH_FINISH: '认证完成 WISH_FINISH',
  };
  const METHOD_NAMES = { '': '未选择', 1: '1 小额打款+法定代表人线上认证', 2: '2 法定代表人刷脸线上认证', 3: '3 小额打款+法定代表人线下授权', 4: '4 线下认证' };
  const CHANGE_NAMES = { none: '无', inProgress: '办理中' };
  const CONTRACT_STATUS = { TO_SIGN: '待签署', SIGNED: '已签署', EXPIRED: '已过期', REJECTED: '已拒签' };
  const PERSONAL_STS = { '': '未认证（null）', PROCESSING: '认证中 PROCESSING', SUCCESS: '已认证 SUCCESS', FAILING: '未通过 FAILING' };

  function select(name, label, options, value) {
    const id = `qa-${name}-${Math.random().toString(36).slice(2, 8)}`;
    return el(
      'label',
      { for: id },
      `${label} `,
      el('select', { id, name }, ...Object.entries(options).map(([key, text]) => el('option', { value: key, selected: String(value ?? '') === key, text }))),
    );
  }

  let currentMobile = '';

  async function showAccount(mobile) {
    currentMobile = mobile;
    $('#qa-account-mobile').value = mobile;
    await renderAccount();
    $('#qa-account').scrollIntoView({ block: 'start' });
  }

  const formValue = (form, name) => {
    const field = form.elements.namedItem(name);
    return field ? field.value : '';
  };
  const orNull = (value) => (value === '' ? null : value);

  async function saveState(mobile, body, label) {
    await act(label, 'POST', `/__mock/accounts/${encodeURIComponent(mobile)}/state`, body);
  }

  function companyBlock(mobile, company) {
    const form = el(
      'form',
      {
        class: 'qa-grid',
        'aria-label': `${company.companyName} 的状态`,
        onsubmit: (event) => {
          event.preventDefault();
          const method = formValue(form, 'authMethod');
          void saveState(
            mobile,
            {
              companies: [
                {
                  creditCode: company.creditCode,
                  role: formValue(form, 'role'),
                  sts: orNull(formValue(form, 'sts')),
                  subSts: orNull(formValue(form, 'subSts')),
                  authMethod: method === '' ? null : Number(method),
                  legalChange: formValue(form, 'legalChange'),
                  adminChange: formValue(form, 'adminChange'),
                },
              ],
            },
            `保存 ${company.companyName} 的状态`,
          );
        },
      },
      select('role', '角色', ROLE_NAMES, company.role),
      select('sts', '认证状态', STS_NAMES, company.auth && company.auth.sts),
      select('subSts', '子状态', SUB_STS, company.auth && company.auth.subSts),
      select('authMethod', '认证方式', METHOD_NAMES, company.auth && company.auth.authMethod),
      select('legalChange', '法定代表人变更', CHANGE_NAMES, company.legalChange),
      select('adminChange', '管理员变更', CHANGE_NAMES, company.adminChange),
      el('button', { type: 'submit', text: '保存企业状态' }),
    );
    const code = encodeURIComponent(company.creditCode);
    const body = { mobile };
    const progress = company.enterprise || {};
    const remittance = progress.remittance;
    return el(
      'div',
      { class: 'qa-company', 'data-credit-code': company.creditCode },
      el('h4', { text: `${company.companyName}（${company.creditCode}）` }),
      remittance ? el('p', {}, '打款金额 ', el('span', { class: 'qa-code', text: remittance.amount }), remittance.verified ? '（已验证）' : `（未验证，还可尝试 ${remittance.triesLeft} 次）`) : null,
      form,
      el(
        'div',
        { class: 'qa-row-actions' },
        el('button', { type: 'button', text: '模拟打款', onclick: () => act('模拟打款', 'POST', `/__mock/console/remittance/${code}`, body) }),
        el('button', { type: 'button', text: '回填正确金额', onclick: () => act('回填正确金额', 'POST', `/__mock/console/remittance/${code}/verify`, body) }),
        el('button', { type: 'button', text: '模拟提交材料', onclick: () => act('模拟提交材料', 'POST', `/__mock/console/materials/${code}`, body) }),
        el('button', { type: 'button', text: '审核通过', onclick: () => act('审核通过', 'POST', `/__mock/review/${code}`, { result: 'approve' }) }),
        el('button', { type: 'button', text: '审核退回（业务）', onclick: () => act('审核退回（业务）', 'POST', `/__mock/review/${code}`, { result: 'reject-business' }) }),
        el('button', { type: 'button', class: 'qa-danger', text: '解除关联', onclick: () => saveState(mobile, { companies: [{ creditCode: company.creditCode, remove: true }] }, `解除与 ${company.companyName} 的关联`) }),
      ),
    );
  }

  async function addCompanyForm(mobile) {
    const registry = await call('GET', '/__mock/registry');
    const list = registry.ok && Array.isArray(registry.data) ? registry.data : [];
    const form = el(
      'form',
      {
        class: 'qa-grid',
        'aria-label': '添加企业',
        onsubmit: (event) => {
          event.preventDefault();
          const creditCode = formValue(form, 'creditCode');
          const found = list.find((c) => c.creditCode === creditCode);
          const method = formValue(form, 'authMethod');
          void saveState(
            mobile,
            {
              companies: [
                {
                  creditCode,
                  companyName: found ? found.entName : creditCode,
                  ...(found ? { entType: found.entType, legalPersonName: found.legalPersonName, legalPersonIdNo: found.legalPersonIdNo } : {}),
                  role: formValue(form, 'role'),
                  sts: orNull(formValue(form, 'sts')),
                  subSts: orNull(formValue(form, 'subSts')),
                  authMethod: method === '' ? null : Number(method),
                },
              ],
            },
            '添加企业',
          );
        },
      },
      el(
        'label',
        { for: 'qa-add-company' },
        '企业（工商库） ',
        el('select', { id: 'qa-add-company', name: 'creditCode' }, ...list.map((c) => el('option', { value: c.creditCode, text: `${c.entName}（${c.creditCode}）` }))),
      ),
      select('role', '角色', ROLE_NAMES, 'LEGAL_PERSON'),
      select('sts', '认证状态', STS_NAMES, 'PROCESSING'),
      select('subSts', '子状态', SUB_STS, 'ENT_4_FINISH'),
      select('authMethod', '认证方式', METHOD_NAMES, '1'),
      el('button', { type: 'submit', text: '添加企业' }),
    );
    return form;
  }

  async function renderAccount() {
    const view = $('#qa-account-view');
    const mobile = currentMobile;
    if (!mobile) return;
    const result = await call('GET', `/__mock/accounts/${encodeURIComponent(mobile)}`);
    if (!result.ok) {
      view.replaceChildren(el('p', { class: 'qa-error', text: `查询失败：${messageOf(result)}` }));
      return;
    }
    const account = result.data;
    const personal = account.personal;
    const personalForm = el(
      'form',
      {
        class: 'qa-grid',
        'aria-label': '个人认证状态',
        onsubmit: (event) => {
          event.preventDefault();
          const sts = formValue(personalForm, 'sts');
          void saveState(mobile, { personal: sts === '' ? null : { sts } }, '保存个人认证状态');
        },
      },
      select('sts', '个人认证状态', PERSONAL_STS, personal && personal.sts),
      el('button', { type: 'submit', text: '保存个人状态' }),
    );
    const contracts = await call('GET', `/__mock/accounts/${encodeURIComponent(mobile)}/contracts`);
    const contractRows = contracts.ok
      ? contracts.data.contracts.map((c) =>
          el(
            'tr',
            { 'data-contract-id': c.id },
            el('td', { class: 'qa-path', text: c.contractNo }),
            el('td', { text: c.name }),
            el('td', { text: c.scope === 'enterprise' ? '企业' : '个人' }),
            el('td', { text: CONTRACT_STATUS[c.status] || c.status }),
            el('td', { text: time(c.deadline) }),
            el(
              'td',
              { class: 'qa-row-actions' },
              c.lockedBy
                ? el('button', { type: 'button', text: `解除锁定（${c.lockedBy}）`, onclick: () => act('解除合同锁定', 'DELETE', `/__mock/contracts/${encodeURIComponent(c.id)}/lock`) })
                : el('button', { type: 'button', text: '他人签署中', onclick: () => act('锁定合同', 'POST', `/__mock/contracts/${encodeURIComponent(c.id)}/lock`, { holder: '王经理' }) }),
            ),
          ),
        )
      : [];
    const raw = el('textarea', { rows: 8, 'aria-label': '状态请求体（JSON）' });
    raw.value = JSON.stringify({ personal: personal ? { sts: personal.sts, subSts: personal.subSts } : null, companies: account.companies.map((c) => ({ creditCode: c.creditCode, role: c.role, sts: c.auth.sts, subSts: c.auth.subSts, authMethod: c.auth.authMethod })) }, null, 2);
    view.replaceChildren(
      el('h3', { text: `${account.personal && account.personal.idName ? account.personal.idName : account.username}（${account.mobile}）` }),
      el('p', { class: 'qa-muted', text: account.summary || '' }),
      el(
        'p',
        {},
        '个人认证：',
        el('strong', { text: personal ? `${personal.sts}${personal.subSts ? ` / ${personal.subSts}` : ''}` : '未认证' }),
        personal && personal.idName ? `（${personal.idName} ${personal.idNo}）` : '',
        personal && personal.factors ? el('span', { class: 'qa-muted', text: ` 要素：${Object.entries(personal.factors).map(([k, v]) => `${k} ${v && v.sts ? v.sts : v}`).join('，')}` }) : '',
      ),
      personalForm,
      el('h3', { text: `关联企业（${account.companies.length}）` }),
      ...account.companies.map((company) => companyBlock(mobile, company)),
      el('h3', { text: '添加企业' }),
      await addCompanyForm(mobile),
      el('h3', { text: '合同' }),
      table(['合同编号', '名称', '类型', '状态', '签署截止', '操作'], contractRows),
      el(
        'details',
        {},
        el('summary', { text: '用 JSON 修改状态（POST /__mock/accounts/:mobile/state）' }),
        raw,
        el('button', {
          type: 'button',
          text: '提交',
          onclick: () => {
            let body;
            try {
              body = JSON.parse(raw.value);
            } catch {
              say('JSON 格式不正确', true);
              return;
            }
            void saveState(mobile, body, '提交状态');
          },
        }),
      ),
      el('details', {}, el('summary', { text: '完整状态（个人、企业、变更、合同、人脸识别…）' }), el('pre', { text: JSON.stringify(account, null, 2) })),
    );
  }

  // --- pending, SMS, scenarios, telemetry -----------------------------------------------------------

  const shown = new Map();
  /** Re-renders a panel only when its data changed, so the auto refresh never swaps a button under the pointer. */
  function renderIfChanged(key, data, render) {
    const json = JSON.stringify(data);
    if (shown.get(key) === json) return;
    shown.set(key, json);
    render(data);
  }

  function table(headers, rows) {
    if (rows.length === 0) return el('p', { class: 'qa-muted', text: '暂无' });
    return el('div', { class: 'qa-table-wrap' }, el('table', {}, el('thead', {}, el('tr', {}, ...headers.map((h) => el('th', { text: h })))), el('tbody', {}, ...rows)));
  }

  async function renderPending() {
    const [pending, changes] = await Promise.all([call('GET', '/__mock/pending'), hasCall('GET', '/__mock/changes') ? call('GET', '/__mock/changes') : Promise.resolve(null)]);
    if (!pending.ok) return;
    renderIfChanged('pending', { pending: pending.data, changes: changes && changes.data }, ({ pending: p, changes: c }) => {
      const faceRow = (f) =>
        el(
          'tr',
          { 'data-face-id': f.faceId },
          el('td', { text: f.mobile }),
          el('td', { text: { personal: '个人认证', legalPerson: '法定代表人', contract: '合同签署' }[f.scene] || f.scene }),
          el('td', { text: f.entCode || '' }),
          el('td', { text: time(f.expiresAt) }),
          el(
            'td',
            { class: 'qa-row-actions' },
            el('button', { type: 'button', text: '人脸通过', onclick: () => act('人脸通过', 'POST', `/__mock/face/page/${encodeURIComponent(f.faceId)}`, { pass: true }) }),
            el('button', { type: 'button', class: 'qa-danger', text: '人脸不通过', onclick: () => act('人脸不通过', 'POST', `/__mock/face/page/${encodeURIComponent(f.faceId)}`, { pass: false, reason: '人脸比对不通过：请本人在光线充足处正对镜头重试' }) }),
          ),
        );
      const noticeRow = (n) =>
        el(
          'tr',
          {},
          el('td', { text: n.mobile }),
          el('td', { text: n.companyName }),
          el('td', { text: n.lpMobile }),
          el(
            'td',
            { class: 'qa-row-actions' },
            el('a', { href: n.url, target: '_blank', rel: 'noopener', text: '打开手机页面' }),
            el('button', { type: 'button', text: '法定代表人确认', onclick: () => act('法定代表人确认', 'POST', n.url, { confirm: true }) }),
            el('button', { type: 'button', class: 'qa-danger', text: '法定代表人拒绝', onclick: () => act('法定代表人拒绝', 'POST', n.url, { confirm: false, reason: '需与公司内部确认后再办理' }) }),
          ),
        );
      const remittanceRow = (r) =>
        el(
          'tr',
          { 'data-credit-code': r.creditCode },
          el('td', { text: r.mobile }),
          el('td', { text: r.companyName }),
          el('td', {}, el('span', { class: 'qa-code', text: r.amount })),
          el('td', { text: String(r.triesLeft) }),
          el('td', {}, el('button', { type: 'button', text: '回填正确金额', onclick: () => act('回填正确金额', 'POST', `/__mock/console/remittance/${encodeURIComponent(r.creditCode)}/verify`, { mobile: r.mobile }) })),
        );
      const REVIEW_DECISIONS = [
        ['approve', '审核通过'],
        ['reject-business', '退回（业务）'],
        ['reject-risk', '退回（风险）'],
        ['reject-customer', '退回（客户）'],
      ];
      const reviewButtons = (creditCode) =>
        REVIEW_DECISIONS.map(([result, label]) =>
          el('button', { type: 'button', class: result === 'approve' ? '' : 'qa-danger', text: label, onclick: () => act(label, 'POST', `/__mock/review/${encodeURIComponent(creditCode)}`, { result }) }),
        );
      const reviewRow = (r) =>
        el(
          'tr',
          { 'data-credit-code': r.creditCode },
          el('td', { text: r.mobile }),
          el('td', { text: r.companyName }),
          el('td', { text: time(r.submittedAt) }),
          el('td', { class: 'qa-row-actions' }, ...reviewButtons(r.creditCode)),
        );
      const CHANGE_STEPS = {
        legalChange: { UPLOAD: '待管理员上传材料', WAIT_LEGAL: '待新法定代表人签署', MANUAL_REVIEW: '待审核', REJECTED: '已退回，待管理员重新上传', SUCCESS: '已完成' },
        adminChange: { WAIT_LEGAL: '待法定代表人确认', SUCCESS: '已同意', REFUSED: '已拒绝' },
      };
      // A change waits on the console when it is under review (legal) or on the legal representative's answer (administrator).
      const changeActions = (c) => {
        if (c.kind === 'legalChange' && c.step === 'MANUAL_REVIEW') return reviewButtons(c.creditCode);
        if (c.kind === 'adminChange' && c.step === 'WAIT_LEGAL' && c.answerUrl) {
          return [
            el('a', { href: c.answerUrl, target: '_blank', rel: 'noopener', text: '打开手机页面' }),
            el('button', { type: 'button', text: '法定代表人同意', onclick: () => act('法定代表人同意', 'POST', c.answerUrl, { confirm: true }) }),
            el('button', { type: 'button', class: 'qa-danger', text: '法定代表人拒绝', onclick: () => act('法定代表人拒绝', 'POST', c.answerUrl, { confirm: false, reason: '本人未同意该用户成为平台管理员' }) }),
          ];
        }
        return c.step === 'SUCCESS' || c.step === 'REFUSED' ? [] : [el('a', { href: c.taskLink, target: 'qa-portal', text: '打开任务页' })];
      };
      const changeRow = (c) =>
        el(
          'tr',
          { 'data-inst-id': c.instId, 'data-credit-code': c.creditCode },
          el('td', { text: c.kind === 'legalChange' ? '法定代表人变更' : '管理员变更' }),
          el('td', { class: 'qa-path', text: c.instId }),
          el('td', { text: c.companyName || c.creditCode }),
          el('td', { text: (CHANGE_STEPS[c.kind] || {})[c.step] || c.step }),
          el('td', { class: 'qa-row-actions' }, ...changeActions(c)),
        );
      const view = $('#qa-pending-view');
      const changeList = c && (Array.isArray(c) ? c : c.changes || c.legal || []);
      const openChanges = (changeList || []).filter((change) => change.step !== 'SUCCESS' && change.step !== 'REFUSED');
      view.replaceChildren(
        el('h3', { text: '人脸识别（等待结果）' }),
        table(['手机号', '场景', '企业', '有效期至'], p.faces.map(faceRow)),
        el('h3', { text: '小额打款（打款金额）' }),
        table(['手机号', '企业', '打款金额（元）', '剩余次数'], p.remittances.map(remittanceRow)),
        el('h3', { text: '认证材料审核' }),
        table(['手机号', '企业', '提交时间'], p.reviews.map(reviewRow)),
        el('h3', { text: '法定代表人通知（等待确认）' }),
        table(['手机号', '企业', '法定代表人手机号'], p.notices.map(noticeRow)),
        c ? el('h3', { text: '法定代表人变更 / 管理员变更（办理中）' }) : null,
        c ? table(['变更', '任务号', '企业', '进度'], openChanges.map(changeRow)) : null,
      );
    });
  }

  async function renderSms() {
    const result = await call('GET', '/__mock/sms');
    if (!result.ok) return;
    renderIfChanged('sms', result.data.sms, (list) => {
      $('#qa-sms-rows').replaceChildren(
        ...(list.length === 0
          ? [el('tr', {}, el('td', { colspan: 5, class: 'qa-muted', text: '暂无短信' }))]
          : list.map((sms) =>
              el(
                'tr',
                { 'data-mobile': sms.mobile },
                el('td', { text: time(sms.sentAt) }),
                el('td', { class: 'qa-path', text: sms.mobile }),
                el('td', {}, el('span', { class: 'qa-tag', text: sms.kindName || sms.kind })),
                el('td', {}, sms.code ? el('span', { class: 'qa-code', text: sms.code }) : el('span', { class: 'qa-muted', text: '—' }), sms.used && sms.code ? el('span', { class: 'qa-muted', text: ' 已使用' }) : ''),
                el('td', {}, sms.text, sms.url ? el('div', {}, el('a', { href: sms.url, target: '_blank', rel: 'noopener', text: '打开链接' })) : ''),
              ),
            )),
      );
    });
  }

  function renderScenarioCalls() {
    const options = operations()
      .filter(({ path }) => path.startsWith(`${API_BASE}/`))
      .map(({ method, path, op }) => ({ value: `${method} ${path.slice(API_BASE.length)}`, label: `${method} ${path.slice(API_BASE.length)}${op.summary ? ` — ${op.summary}` : ''}` }));
    $('#qa-scenario-call').replaceChildren(el('option', { value: '', text: '请选择接口' }), ...options.map((o) => el('option', { value: o.value, text: o.label })));
  }

  async function renderScenarios() {
    const result = await call('GET', '/__mock/scenario');
    if (!result.ok) return;
    renderIfChanged('scenario', result.data.scenarios, (list) => {
      $('#qa-scenario-view').replaceChildren(
        el('h3', { text: '已排队的故障' }),
        table(
          ['方法', '接口', '剩余次数', '效果'],
          list.map((s) =>
            el(
              'tr',
              {},
              el('td', { text: s.method }),
              el('td', { class: 'qa-path', text: s.path }),
              el('td', { text: String(s.remaining ?? s.times) }),
              el('td', { text: [s.status !== undefined ? `HTTP ${s.status}` : '', s.code !== undefined ? `业务码 ${s.code}` : '', s.message || '', s.delayMs ? `延迟 ${s.delayMs} ms` : '', s.drop ? '断开连接' : ''].filter(Boolean).join('，') }),
            ),
          ),
        ),
      );
    });
  }

  function scenarioBody(form) {
    const [method, path] = formValue(form, 'call').split(' ');
    const body = { method, path, times: Number(formValue(form, 'times') || 1) };
    for (const key of ['status', 'code', 'delayMs']) if (formValue(form, key) !== '') body[key] = Number(formValue(form, key));
    if (formValue(form, 'message') !== '') body.message = formValue(form, 'message');
    if (form.elements.namedItem('drop').checked) body.drop = true;
    return body;
  }

  /** A telemetry field as text: its times (`receivedAt` in epoch ms, the shell's `at` in ISO) in China time, like the rest of the console. */
  function telemetryCell(key, value) {
    if ((key === 'receivedAt' || key === 'at') && value !== undefined && value !== null && value !== '') {
      const ms = typeof value === 'number' ? value : Date.parse(String(value));
      if (Number.isFinite(ms)) return time(ms);
    }
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
  }

  async function renderTelemetry() {
    if (!hasCall('GET', '/__mock/telemetry')) return;
    $('#qa-telemetry').hidden = false;
    const result = await call('GET', '/__mock/telemetry');
    if (!result.ok) return;
    renderIfChanged('telemetry', result.data, (data) => {
      const events = Array.isArray(data) ? data : Array.isArray(data && data.events) ? data.events : null;
      const view = $('#qa-telemetry-view');
      if (!events) {
        view.replaceChildren(el('pre', { text: JSON.stringify(data, null, 2) }));
        return;
      }
      // The mock answers newest first: the 50 newest.
      const recent = events.slice(0, 50);
      const keys = [...new Set(recent.flatMap((event) => Object.keys(event || {})))].slice(0, 8);
      view.replaceChildren(
        table(
          keys,
          recent.map((event) => el('tr', {}, ...keys.map((key) => el('td', { text: telemetryCell(key, event[key]) })))),
        ),
      );
    });
  }

  // --- every control call, from its definition --------------------------------------------------------

  function callForm({ method, path, op }) {
    const params = (op.parameters || []).filter((p) => p.in === 'path' || p.in === 'query');
    const schema = requestSchema(op);
    const inputs = params.map((p) => {
      const id = `qa-p-${Math.random().toString(36).slice(2, 8)}`;
      return { p, input: el('input', { id, name: p.name, required: p.in === 'path' || p.required, placeholder: p.schema && p.schema.enum ? p.schema.enum.join(' | ') : '' }) };
    });
    const body = schema ? el('textarea', { rows: 4, 'aria-label': `${method} ${path} 请求体（JSON）` }) : null;
    if (body) body.value = JSON.stringify(skeleton(schema.schema), null, 2);
    const out = el('pre', { hidden: true });
    const url = () => {
      let target = path;
      const query = new URLSearchParams();
      for (const { p, input } of inputs) {
        if (p.in === 'path') target = target.replace(`{${p.name}}`, encodeURIComponent(input.value));
        else if (input.value !== '') query.set(p.name, input.value);
      }
      const search = query.toString();
      return search ? `${target}?${search}` : target;
    };
    const form = el(
      'form',
      {
        class: 'qa-call-form',
        onsubmit: async (event) => {
          event.preventDefault();
          if (method === 'GET' && answersHtml(op)) {
            window.open(url(), '_blank', 'noopener');
            return;
          }
          let payload;
          if (body && body.value.trim() !== '') {
            try {
              payload = JSON.parse(body.value);
            } catch {
              say('请求体不是正确的 JSON', true);
              return;
            }
          }
          const result = await act(`${method} ${path}`, method, url(), payload);
          out.hidden = false;
          out.textContent = `HTTP ${result.status}\n${typeof result.data === 'string' ? result.data.slice(0, 4000) : JSON.stringify(result.data, null, 2)}`;
        },
      },
      ...inputs.map(({ p, input }) => el('label', { for: input.id }, `${p.name}${p.in === 'query' ? '（查询参数）' : ''}`, input)),
      body,
      el('div', {}, el('button', { type: 'submit', text: method === 'GET' && answersHtml(op) ? '打开' : '发送' })),
      out,
    );
    return el('details', { 'data-call': `${method} ${path}` }, el('summary', {}, el('span', { class: `qa-method qa-method-${method.toLowerCase()}`, text: method }), ' ', el('span', { class: 'qa-path', text: path }), op.summary ? el('span', { class: 'qa-muted', text: ` — ${op.summary}` }) : ''), form);
  }

  function renderCalls() {
    const calls = operations().filter(({ path }) => path.startsWith('/__mock'));
    $('#qa-calls-view').replaceChildren(...calls.map(callForm));
  }

  // --- worlds (the binding is the mock_world cookie the world calls set) ------------------------------

  let currentWorld = null;

  async function renderWorlds() {
    const result = await call('GET', '/__mock/worlds');
    const rows = $('#qa-world-rows');
    if (!result.ok) {
      rows.replaceChildren(el('tr', {}, el('td', { colspan: 5, text: `无法读取世界：${messageOf(result)}` })));
      return;
    }
    const { current, worlds, limits } = result.data;
    const mine = worlds.find((world) => world.id === current);
    currentWorld = mine ? mine.id : null;
    $('#qa-world-current').textContent = mine ? `${mine.name}（${mine.id}）` : '所在的世界已不存在（过期或被删除）：请新建一个世界，或在下表中进入一个';
    $('#qa-world-copy').disabled = !mine;
    rows.replaceChildren(
      ...worlds.map((world) =>
        el(
          'tr',
          { 'data-world': world.id, 'aria-current': world.id === current ? 'true' : undefined },
          el('td', { text: world.id === current ? `${world.name}（当前）` : world.name }),
          el('td', { class: 'qa-path', text: world.id }),
          el('td', { text: time(world.createdAt) }),
          el('td', { text: time(world.lastUsedAt) }),
          el(
            'td',
            { class: 'qa-row-actions' },
            world.id === current ? null : el('button', { type: 'button', text: '进入', onclick: () => enterWorld(`进入世界 ${world.name}`, 'POST', `/__mock/worlds/${world.id}/use`) }),
            world.id === 'default'
              ? null
              : el('button', {
                  type: 'button',
                  class: 'qa-danger',
                  text: '删除',
                  onclick: () => {
                    if (window.confirm(`删除世界「${world.name}」？其中的全部数据都会丢失。`)) void enterWorld(`删除世界 ${world.name}`, 'DELETE', `/__mock/worlds/${world.id}`);
                  },
                }),
          ),
        ),
      ),
    );
    const idle = limits.idleHours >= 1 ? `${limits.idleHours} 小时` : `${Math.round(limits.idleHours * 60)} 分钟`;
    $('#qa-world-limits').textContent = `闲置超过 ${idle} 的世界会被删除（默认世界除外）；最多 ${limits.maxWorlds} 个。${limits.persistent ? '每个世界在改动后都保存到磁盘，服务重启后仍在。' : '世界只在内存中：服务重启后回到初始状态（设置 MOCK_DATA_DIR 可保存到磁盘）。'}`;
  }

  /** A world call, then everything shown again: the personas, accounts and SMS are the new world's. */
  async function enterWorld(label, method, url, body) {
    const result = await call(method, url, body);
    if (result.ok) say(`${label}：成功`);
    else say(`${label}：失败（${messageOf(result)}）`, true);
    await renderPersonas();
    await refreshAll();
    return result;
  }

  // --- the console page -----------------------------------------------------------------------------

  async function refreshAll() {
    try {
      await Promise.all([renderWorlds(), renderPending(), renderSms(), renderScenarios(), renderTelemetry(), renderAccount()]);
    } catch (error) {
      say(`刷新失败：${error.message}`, true);
    }
  }

  async function startConsole() {
    try {
      await loadOpenApi();
    } catch (error) {
      say(`无法读取控制接口定义：${error.message}`, true);
      return;
    }
    renderScenarioCalls();
    renderCalls();
    $('#qa-account-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const mobile = $('#qa-account-mobile').value.trim();
      if (mobile) void showAccount(mobile);
    });
    $('#qa-scenario-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (!formValue(form, 'call')) {
        say('请选择接口', true);
        return;
      }
      void act('加入故障', 'POST', '/__mock/scenario', scenarioBody(form));
    });
    $('#qa-clear-limits').addEventListener('click', () => act('清除限制', 'POST', '/__mock/limits/clear'));
    $('#qa-reset').addEventListener('click', async () => {
      if (!window.confirm('重置当前世界？其中的账号、会话、短信和故障都会回到初始状态；其他世界不受影响。')) return;
      await act('重置当前世界', 'POST', '/__mock/reset');
      await renderPersonas();
    });
    $('#qa-world-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const name = $('#qa-world-name').value.trim();
      const copy = $('#qa-world-copy').checked && currentWorld !== null;
      const body = { ...(name ? { name } : {}), ...(copy ? { from: currentWorld } : {}) };
      void enterWorld(copy ? '复制当前世界' : '新建世界', 'POST', '/__mock/worlds', body).then((result) => {
        if (result.ok) $('#qa-world-name').value = '';
      });
    });
    await renderPersonas();
    await refreshAll();
    const query = new URLSearchParams(window.location.search).get('mobile');
    if (query) await showAccount(query);
    let timer = window.setInterval(() => void Promise.all([renderPending(), renderSms(), renderScenarios(), renderTelemetry()]), 3000);
    $('#qa-auto').addEventListener('change', (event) => {
      window.clearInterval(timer);
      if (event.currentTarget.checked) timer = window.setInterval(() => void Promise.all([renderPending(), renderSms(), renderScenarios(), renderTelemetry()]), 3000);
    });
  }

  // --- the OpenAPI view -----------------------------------------------------------------------------

  async function startDoc() {
    try {
      await loadOpenApi();
    } catch (error) {
      say(`无法读取 OpenAPI 文档：${error.message}`, true);
      return;
    }
    const byTag = new Map();
    for (const entry of operations()) {
      const tag = (entry.op.tags && entry.op.tags[0]) || '其他';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push(entry);
    }
    const json = (value) => el('pre', { text: JSON.stringify(value, null, 2) });
    $('#qa-doc').replaceChildren(
      el('nav', { 'aria-label': '标签' }, ...[...byTag.keys()].map((tag) => el('a', { href: `#tag-${tag}`, class: 'qa-tag', text: `${tag}（${byTag.get(tag).length}）` }))),
      ...[...byTag.entries()].map(([tag, entries]) =>
        el(
          'section',
          { id: `tag-${tag}` },
          el('h2', { text: tag }),
          ...entries.map(({ method, path, op }) =>
            el(
              'details',
              {},
              el('summary', {}, el('span', { class: `qa-method qa-method-${method.toLowerCase()}`, text: method }), ' ', el('span', { class: 'qa-path', text: path }), op.summary ? el('span', { class: 'qa-muted', text: ` — ${op.summary}` }) : ''),
              op.parameters && op.parameters.length
                ? table(['参数', '位置', '必填', '类型'], op.parameters.map((p) => el('tr', {}, el('td', { class: 'qa-path', text: p.name }), el('td', { text: p.in }), el('td', { text: p.required ? '是' : '否' }), el('td', { text: JSON.stringify(p.schema || {}) }))))
                : null,
              requestSchema(op) ? el('div', {}, el('h4', { text: '请求体' }), json(requestSchema(op).schema)) : null,
              el('h4', { text: '应答' }),
              ...Object.entries(op.responses || {}).map(([code, response]) => el('div', {}, el('strong', { text: code }), response.description ? ` ${response.description}` : '', response.content ? json(Object.values(response.content)[0].schema) : null)),
            ),
          ),
        ),
      ),
    );
  }

  const start = document.body.dataset.page === 'openapi' ? startDoc : startConsole;
  void start();
})();
