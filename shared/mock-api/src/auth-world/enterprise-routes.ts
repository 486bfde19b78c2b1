/**
 * Enterprise authentication's calls under /customer/client (issue 10): company search and lookup,
 * the create-company checks, licence OCR, ent4, the small remittance, the legal person's notice,
 * materials and review, administrators. Each answers from the world's state and moves it
 * (README: "Enterprise authentication"); the rules live in enterprise-state.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_CODES,
  ENTERPRISE_CODES as C,
  ENTERPRISE_MESSAGES as M,
  ENTERPRISE_PATHS as PATHS,
  type AdminAddRequest,
  type AdminItem,
  type AuditRecord,
  type FourFactorAnswer,
  type LicenceOcrAnswer,
  type LpNotifyAnswer,
  type MaterialRequirementsAnswer,
  type RelationshipAnswer,
  type SmallAmountApplyAnswer,
  fillTemplate,
  isMobile,
  validationMessages,
} from '@portal/core';
import { MOCK_AUTH_PATHS, MOCK_ENTERPRISE_PATHS } from '../paths';
import { type RouteContext, maskMobile, requireSession } from '../context';
import { maskIdNo, maskName } from '../mask';
import { type Envelope, bizError, httpError, ok } from '../envelope';
import type { Account, Company } from '../personas';
import { route, type MockServer } from '../route';
import type { MockState } from '../state';
import {
  REMITTANCE_BANKS,
  SEARCH_MAX,
  SEARCH_MIN,
  areaList,
  basicOf,
  branchByCode,
  registryByCode,
  registryByName,
  searchBranches,
  searchRegistry,
} from './enterprise-registry';
import { recogniseLicence } from './enterprise-samples';
import { changeAuditRecord } from './change-state';
import {
  type AdminEntry,
  REMITTANCE_MAX_TRIES,
  type AuditEntry,
  type LpNotice,
  applyRemittance,
  auditRecord,
  checkAndLink,
  isLegalPersonOf,
  notifyLegalPerson,
  progressOf,
  requiredMaterials,
  stsOf,
  submitFourFactor,
  submitMaterials,
  verifyRemittance,
} from './enterprise-state';
import { fileKind, isMultipart, parseMultipart } from './multipart';
import { checkIdentity } from './registry';
import { idCardFrontPerson, linkedCompany, requestOrigin } from './routes';
import { noStore } from '../limits/http';

const tags = ['enterprise'];

/** A business error that still carries data (the in-flight company, the tries left). */
const failWith = <T>(code: number, message: string, data: T): Envelope<T> & { success: false } => ({ code, message, data, success: false });

const maskAccountNo = (no: string): string => `${no.slice(0, 4)} **** ${no.slice(-4)}`;

// --- licence OCR ------------------------------------------------------------------------------------

const ocrFailed = (message: string = M.licenceOcrFailed): never => {
  throw bizError(C.LICENCE_OCR_FAILED, message);
};

async function readLicence(state: MockState, account: Account, request: FastifyRequest): Promise<LicenceOcrAnswer> {
  let bytes: Buffer | undefined;
  let fileName: string | undefined;
  if (isMultipart(request)) {
    const { file } = await parseMultipart(request);
    bytes = file?.bytes;
    fileName = file?.fileName;
  } else {
    const body = (request.body ?? {}) as { image?: string; fileId?: string; fileName?: string };
    fileName = body.fileName;
    if (body.fileId) {
      const stored = state.authWorld.files.get(body.fileId);
      if (!stored || stored.mobile !== account.mobile) ocrFailed('文件不存在，请重新上传');
      bytes = stored?.bytes;
      fileName = fileName ?? stored?.fileName;
    } else if (body.image) {
      bytes = Buffer.from(body.image.replace(/^data:[^,]*,/, ''), 'base64');
    }
  }
  if (!bytes || bytes.length === 0) throw httpError(400, '缺少参数 file（或 image、fileId）');
  const kind = fileKind(bytes);
  if (kind !== 'png' && kind !== 'jpeg') ocrFailed('营业执照识别仅支持 JPG、PNG 格式的图片');
  const entry = recogniseLicence(bytes, fileName) ?? ocrFailed();
  return {
    entName: entry.entName,
    creditCode: entry.creditCode as string,
    entType: entry.entType,
    entTypeText: entry.entTypeText,
    legalPersonName: entry.legalPersonName,
    address: entry.address,
    registeredCapital: entry.registeredCapital,
    establishDate: entry.establishDate,
  };
}

// --- administrators ---------------------------------------------------------------------------------

/** The legal person first, then the administrators (the account's own role seeds the list). */
function administrators(account: Account, company: Company): AdminEntry[] {
  const progress = progressOf(company);
  const lp: AdminEntry = {
    mobile: registryByCode(company.creditCode)?.legalPersonMobile ?? (company.role === 'LEGAL_PERSON' ? account.mobile : ''),
    name: company.legalPersonName,
    idNo: company.legalPersonIdNo,
    role: 'LEGAL_PERSON',
    addedAt: 0,
  };
  if (progress.admins.length === 0 && company.role === 'ADMINISTRATOR' && account.personal) {
    progress.admins.push({ mobile: account.mobile, name: account.personal.idName, idNo: account.personal.idNo, role: 'ADMINISTRATOR', addedAt: 0 });
  }
  return [lp, ...progress.admins];
}

const adminItem = (entry: AdminEntry): AdminItem => ({
  mobile: entry.mobile ? maskMobile(entry.mobile) : '',
  name: entry.name,
  idNo: maskIdNo(entry.idNo),
  role: entry.role,
  addedAt: entry.addedAt,
});

/** May this person be added as an administrator? Throws the reason; answers whether they have an account. */
function checkAdmin(state: MockState, account: Account, company: Company, body: AdminAddRequest): { registered: boolean; name: string; idNo: string } {
  if (company.role === 'ORDINARY') throw bizError(C.ADMIN_NOT_ALLOWED, M.adminNotAllowed);
  const name = body.name.trim();
  const idNo = body.idNo.trim().toUpperCase();
  if (!isMobile(body.mobile)) throw httpError(400, validationMessages.mobileInvalid);
  const identity = checkIdentity(name, idNo, new Date(state.now()));
  if (!identity.ok && identity.kind === 'invalid') throw bizError(AUTH_CODES.ID_INVALID, identity.reason);
  if (!identity.ok) throw bizError(C.ADMIN_ID_MISMATCH, M.adminIdMismatch);
  if (administrators(account, company).some((a) => a.mobile === body.mobile || a.idNo === idNo)) throw bizError(C.ADMIN_EXISTS, M.adminExists);
  const other = state.account(body.mobile);
  if (other?.personal?.factors.personal2?.sts === 'SUCCESS' && (other.personal.idNo !== idNo || other.personal.idName !== name)) {
    throw bizError(C.ADMIN_ID_MISMATCH, '该手机号的实名信息与填写的姓名、身份证号不一致');
  }
  return { registered: other !== undefined, name, idNo };
}

// --- routes -----------------------------------------------------------------------------------------

export function enterpriseRoutes(api: MockServer, { state }: RouteContext): void {
  const session = (request: FastifyRequest, reply: FastifyReply): Account => {
    const { account } = requireSession(state, request);
    noStore(reply);
    return account;
  };

  api.post(
    PATHS.enterpriseListBasic,
    { schema: route({ call: 'enterpriseListBasic', summary: 'Registry companies whose name contains the keyword (3-50 characters, at most 20)', tags }) },
    async (request, reply) => {
      session(request, reply);
      const keyword = request.body.keyword.trim();
      if (keyword.length < SEARCH_MIN || keyword.length > SEARCH_MAX) throw httpError(400, `请输入${SEARCH_MIN}-${SEARCH_MAX}个字符的企业名称`);
      return ok(searchRegistry(keyword));
    },
  );

  api.post(
    PATHS.entInfo,
    { schema: route({ call: 'entInfo', summary: 'A registry company by its exact name: data.basic', tags }) },
    async (request, reply) => {
      session(request, reply);
      const entry = registryByName(request.body.entName) ?? null;
      if (!entry) throw bizError(C.LOOKUP_FAILED, M.lookupFailed);
      return ok({ basic: basicOf(entry) });
    },
  );

  api.get(
    PATHS.groupUnit,
    { schema: route({ call: 'groupUnit', summary: "'Y' when the company is a group unit (core group enterprise)", tags }) },
    async (request, reply) => {
      session(request, reply);
      return ok(registryByName(request.query.companyName)?.groupUnit ? ('Y' as const) : ('N' as const));
    },
  );

  api.post(
    PATHS.relationship,
    { schema: route({ call: 'relationship', summary: 'The create-company checks; links the company to the user when they pass', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      if (request.body.mobile !== account.mobile) throw httpError(403, '只能为本人添加企业');
      const outcome = checkAndLink(state.accounts.values(), account, request.body, () => `EC${state.randomDigits(10)}`);
      if (outcome.kind === 'inFlight') return failWith(C.IN_FLIGHT, M.inFlight, outcome.data);
      const { company, related, migratory } = outcome;
      const answer: RelationshipAnswer = {
        entCode: company.creditCode,
        entName: company.companyName,
        companyUCId: company.companyUCId,
        related,
        migratory,
        isLegalPerson: isLegalPersonOf(account, company),
        sts: company.auth.sts ? stsOf(company) : null,
      };
      return ok(answer);
    },
  );

  api.get(
    PATHS.inSameEnt,
    { schema: route({ call: 'inSameEnt', summary: 'Other portal users linked to the same company (masked)', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const code = linkedCompany(account, request.query.entCode).creditCode;
      const others = [...state.accounts.values()].filter((a) => a !== account).flatMap((a) => {
        const link = a.companies.find((c) => c.creditCode === code);
        return link ? [{ mobile: maskMobile(a.mobile), name: maskName(a.personal?.idName ?? a.username), role: link.role }] : [];
      });
      return ok(others);
    },
  );

  api.get(
    PATHS.instId,
    { schema: route({ call: 'instId', summary: "The company's authentication process instance", tags }) },
    async (request, reply) => {
      const company = linkedCompany(session(request, reply), request.query.entCode);
      return ok({ instId: `INST${company.companyUCId}` });
    },
  );

  api.post(
    PATHS.ocrBusinessLicense,
    { schema: route({ call: 'ocrBusinessLicense', summary: "Read a business licence (the registry's sample images only)", tags }) },
    async (request, reply) => ok(await readLicence(state, session(request, reply), request)),
  );

  api.post(
    PATHS.fourFactor,
    { schema: route({ call: 'fourFactor', summary: 'ent4 against the registry and the method choice: ENT_4_FINISH or ENT_4_NOT_PASS', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const company = linkedCompany(account, request.body.entCode);
      const ownsFile = (fileId: string | undefined): boolean => {
        const stored = fileId ? state.authWorld.files.get(fileId) : undefined;
        return stored !== undefined && stored.mobile === account.mobile;
      };
      const outcome = submitFourFactor(account, company, request.body, ownsFile, (fileId) => idCardFrontPerson(state, account.mobile, fileId));
      const answer: FourFactorAnswer = {
        factorSts: outcome.passed ? 'SUCCESS' : 'FAILING',
        reason: outcome.reason,
        entSts: stsOf(company),
        authMethod: company.auth.authMethod ?? 1,
        isLegalPerson: isLegalPersonOf(account, company),
      };
      return ok(answer);
    },
  );

  api.get(PATHS.bankList, { schema: route({ call: 'bankList', summary: 'Banks of the corporate account', tags }) }, async (request, reply) => {
    session(request, reply);
    return ok(REMITTANCE_BANKS.map(({ bankCode, bankName }) => ({ bankCode, bankName })));
  });

  api.get(
    PATHS.areaList,
    { schema: route({ call: 'areaList', summary: 'Provinces, or the cities of parentCode', tags }) },
    async (request, reply) => {
      session(request, reply);
      return ok(areaList(request.query.parentCode));
    },
  );

  api.post(
    PATHS.cnapsList,
    { schema: route({ call: 'cnapsList', summary: "A bank's branches in a city (12-digit CNAPS codes), filtered by name", tags }) },
    async (request, reply) => {
      session(request, reply);
      const { bankCode, cityCode, keyword } = request.body;
      return ok(searchBranches(bankCode, cityCode, keyword));
    },
  );

  api.post(
    PATHS.smallAmountApply,
    { schema: route({ call: 'smallAmountApply', summary: 'Remit a random amount (0.01-0.99) to the corporate account: ENT_SMALL_AMT_APPLY', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const body = request.body;
      const company = linkedCompany(account, body.entCode);
      const accountNo = body.accountNo.replace(/\s+/g, '');
      if (!/^\d{8,30}$/.test(accountNo)) throw bizError(C.REMITTANCE_INVALID, '请输入正确的对公账号（8-30位数字）');
      const bank = REMITTANCE_BANKS.find((b) => b.bankCode === body.bankCode) ?? null;
      const branch = branchByCode(body.cnapsCode);
      if (!bank) throw bizError(C.REMITTANCE_INVALID, '请选择开户银行');
      if (!/^\d{12}$/.test(body.cnapsCode) || !branch || branch.bankCode !== bank.bankCode || branch.cityCode !== body.cityCode) {
        throw bizError(C.REMITTANCE_INVALID, '请选择正确的开户支行（12位联行号）');
      }
      const remittance = applyRemittance(
        account,
        company,
        { accountNo, accountName: body.accountName, bankCode: bank.bankCode, bankName: bank.bankName, cnapsCode: branch.cnapsCode, branchName: branch.branchName, provinceCode: body.provinceCode, cityCode: body.cityCode },
        state.randomInt(1, 99),
        state.now(),
      );
      const answer: SmallAmountApplyAnswer = {
        entSts: stsOf(company),
        accountNoMasked: maskAccountNo(accountNo),
        bankName: remittance.bankName,
        branchName: remittance.branchName,
        appliedAt: remittance.appliedAt,
        maxTries: REMITTANCE_MAX_TRIES,
      };
      return ok(answer);
    },
  );

  api.post(
    PATHS.smallAmountVerify,
    { schema: route({ call: 'smallAmountVerify', summary: 'Backfill the amount received: ENT_SMALL_AMT_VERIFY; wrong tries counted', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const company = linkedCompany(account, request.body.entCode);
      const outcome = verifyRemittance(company, request.body.amount);
      if (!outcome.ok) return failWith(outcome.code, outcome.message, { triesLeft: outcome.triesLeft, maxTries: REMITTANCE_MAX_TRIES });
      return ok({ entSts: stsOf(company) });
    },
  );

  const lpView = (company: Company, notice: LpNotice, origin: string): LpNotifyAnswer => ({
    notifyId: notice.notifyId,
    lpMobile: maskMobile(notice.lpMobile),
    status: notice.status,
    reason: notice.reason,
    sentAt: notice.sentAt,
    url: `${origin}${MOCK_ENTERPRISE_PATHS.lpPage(notice.notifyId)}`,
    resendAt: notice.resendAt,
    entSts: stsOf(company),
  });
  const lpAnswer = (company: Company, origin: string): LpNotifyAnswer | null => {
    const notice = progressOf(company).lpNotice;
    return notice ? lpView(company, notice, origin) : null;
  };

  api.post(
    PATHS.lpNotify,
    { schema: route({ call: 'lpNotify', summary: "SMS with a link to the legal person's mobile (resend after 60 s)", tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const company = linkedCompany(account, request.body.entCode);
      const lpMobile = request.body.lpMobile.trim();
      if (!isMobile(lpMobile)) throw httpError(400, validationMessages.mobileInvalid);
      const notice = notifyLegalPerson(account, company, lpMobile, `LP${state.randomHex(20)}`, state.now());
      const url = `${requestOrigin(request)}${MOCK_ENTERPRISE_PATHS.lpPage(notice.notifyId)}`;
      state.sendNotice(lpMobile, 'lpNotice', `【保理服务平台】${account.personal?.idName ?? account.mobile}正在为${company.companyName}办理企业认证，请法定代表人点击链接完成人脸识别并确认：${url}`, url);
      return ok(lpView(company, notice, requestOrigin(request)));
    },
  );

  api.get(
    PATHS.lpNotifyStatus,
    { schema: route({ call: 'lpNotifyStatus', summary: "The legal person's answer to the latest notice (null before any)", tags }) },
    async (request, reply) => ok(lpAnswer(linkedCompany(session(request, reply), request.query.entCode), requestOrigin(request))),
  );

  api.get(
    PATHS.submitMaterial,
    { schema: route({ call: 'materialRequirements', summary: 'What to upload for this company (templates by agreement code)', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const company = linkedCompany(account, request.query.entCode);
      const answer: MaterialRequirementsAnswer = {
        authMethod: company.auth.authMethod,
        required: requiredMaterials(account, company),
        review: progressOf(company).audits.at(-1)?.result ?? null,
      };
      return ok(answer);
    },
  );

  api.post(
    PATHS.submitMaterial,
    { schema: route({ call: 'submitMaterial', summary: 'Submit the signed and stamped materials: review pending', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const company = linkedCompany(account, request.body.entCode);
      const files: AuditEntry['files'] = request.body.files.map(({ code, fileId }) => {
        const stored = state.authWorld.files.get(fileId);
        if (!stored || stored.mobile !== account.mobile) throw bizError(C.MATERIAL_MISSING, '文件不存在，请重新上传');
        return { code, fileId, fileName: stored.fileName, url: MOCK_AUTH_PATHS.file(fileId) };
      });
      const entry = submitMaterials(account, company, files, state.now());
      return ok({ entSts: stsOf(company), review: 'PENDING' as const, submittedAt: entry.submittedAt });
    },
  );

  api.get(
    PATHS.lastAuditRecord,
    { schema: route({ call: 'lastAuditRecord', summary: "The last review of the company's materials (reasons of a rejection)", tags }) },
    async (request, reply) => {
      const company = linkedCompany(session(request, reply), request.query.entCode);
      // A legal-representative change's review is the company's latest when it came after the enterprise one.
      const records = [auditRecord(company), changeAuditRecord(state, company.creditCode)].filter((r): r is AuditRecord => r !== null);
      return ok(records.sort((a, b) => b.submittedAt - a.submittedAt)[0] ?? null);
    },
  );

  api.get(
    PATHS.adminList,
    { schema: route({ call: 'adminList', summary: "The company's legal person and administrators (masked)", tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      return ok(administrators(account, linkedCompany(account, request.query.entCode)).map(adminItem));
    },
  );

  api.post(
    PATHS.adminCheck,
    { schema: route({ call: 'adminCheck', summary: 'May this person be added as an administrator', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const { registered } = checkAdmin(state, account, linkedCompany(account, request.body.entCode), request.body);
      return ok({ allowed: true as const, registered });
    },
  );

  api.post(
    PATHS.adminAdd,
    { schema: route({ call: 'adminAdd', summary: 'Add an administrator (linked to the company when the mobile has an account)', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const company = linkedCompany(account, request.body.entCode);
      const { name, idNo } = checkAdmin(state, account, company, request.body);
      progressOf(company).admins.push({ mobile: request.body.mobile, name, idNo, role: 'ADMINISTRATOR', addedAt: state.now() });
      company.administratorIdNo = idNo;
      const other = state.account(request.body.mobile);
      if (other && !other.companies.some((c) => c.creditCode === company.creditCode)) {
        other.companies.push({ ...company, role: 'ADMINISTRATOR', auth: { ...company.auth }, permissions: {}, enterprise: undefined });
      }
      return ok(administrators(account, company).map(adminItem), fillTemplate('已添加管理员{name}', { name }));
    },
  );
}
