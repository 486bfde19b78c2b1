/**
 * The spec's development-time mock layer (001 section 7, shapes of section 3): calls a back-office
 * front end of the same company used during development, answered under /customer/client with
 * the mock envelope `{isOk: true, code: 200, message: <call path>, data}` and always successful.
 * They pass the protocol check like every other call and need no session.
 *
 * Prefixes the spec leaves open: login/login, operate-role, whiteList/list,
 * fileCommon/downloadFileByObsKey, user and enum/enum sit under /ifpc/v1/api (as enum/enum does);
 * the dashboard calls under /dash/clientplatform and the dropdowns under /dash/dict.
 * `enum/enum` without `code` is the dictionary here; with `code` it stays the portal's option list.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callPathFromUrl } from '@portal/core/protocol';
import { BackgroundPool, drawPuzzle } from '../captcha-image';
import type { RouteContext } from '../context';
import { creditCode } from '../checksums';
import { ID_CARD_SAMPLES } from '../auth-world/samples';
import { type JsonSchema, arr, bool, envelope as realEnvelope, int, num, nullable, obj, str } from '../schema';
import type { MockState } from '../state';
import { drawImgCaptcha } from './img-captcha';
import {
  COLLATERAL_TYPES,
  ENUM_DICTIONARY,
  type Option,
  ROLES,
  WHITE_LIST_PAGE_SIZE,
  type WhiteListQuery,
  areaData,
  backlog,
  barChart,
  mapData,
  menuOf,
  pieChart,
  whiteListPage,
} from './data';
import { own } from '../own';

export const IFPC = '/ifpc/v1/api';
export const DASH = '/dash/clientplatform';
export const DICT = '/dash/dict';

/** The mock layer's envelope (spec 001 section 3). */
export interface MockEnvelope<T> {
  isOk: boolean;
  code: number;
  message: string;
  data: T;
}

export const mockOk = <T,>(request: FastifyRequest, data: T): MockEnvelope<T> => ({ isOk: true, code: 200, message: callPathFromUrl(request.url).split('?')[0], data });

const tags = ['mock-layer'];

/** The schema of the mock envelope around `data`. */
export const mockEnvelope = (data: JsonSchema): JsonSchema => ({
  ...obj({ isOk: bool, code: int, message: str, data }, ['isOk', 'code', 'message', 'data']),
  description: 'the mock envelope: isOk true, code 200, message the call path',
});

function mockRoute(summary: string, data: JsonSchema, extra: { querystring?: JsonSchema; body?: JsonSchema } = {}) {
  const failure = { ...realEnvelope(), description: 'refused by the protocol check (the servers\' envelope)' };
  return {
    summary,
    tags,
    ...extra,
    response: {
      200: mockEnvelope(data),
      '4xx': failure,
      '5xx': failure,
    },
  };
}

const option = obj({ code: str, desc: str }, ['code', 'desc']);
const menuEntry: JsonSchema = {
  type: 'object',
  description: 'roleId, name, path, hidden, meta {title, icon}, children (entries of the same shape)',
  properties: { roleId: int, name: str, path: str, hidden: bool, meta: obj({ title: str, icon: str }), children: arr({ type: 'object' }) },
  required: ['roleId', 'name', 'path', 'hidden', 'meta', 'children'],
};
const roleAnswer = obj({ roleId: int, roleName: str, menus: arr(menuEntry) }, ['roleId', 'roleName', 'menus']);
const fileRef = obj({ fileName: str, obsKey: str }, ['fileName', 'obsKey']);
const entAmount = obj({ entName: str, amount: num }, ['entName', 'amount']);
export const DICTIONARY_DATA: JsonSchema = {
  type: 'object',
  description: 'by type code: {name, options: [{code, desc}]}',
  additionalProperties: obj({ name: str, options: arr(option) }, ['name', 'options']),
};

/** The demo back-office user (林晓雪, whose ID card the samples show). */
const MOCK_USER = {
  userId: 'U202600000001',
  realName: '林晓雪',
  mobileNo: '13800138000',
  idNo: '350203199307180466',
  idCardFrontFile: { fileName: '身份证人像面.png', obsKey: 'obs/idcard/U202600000001/front.png' },
  idCardBackFile: { fileName: '身份证国徽面.png', obsKey: 'obs/idcard/U202600000001/back.png' },
  threeStatus: '1',
  faceStatus: '1',
  roleId: 1,
  companyAuthOutDTOList: [
    { companyName: '厦门市思明区林记茶叶店', creditCode: creditCode('92', '350203', 'MA8N4F6C'), authStatus: '2', authStatusName: '已认证', roleId: 1, roleName: '管理员' },
    { companyName: '厦门鹭江恒通供应链管理有限公司', creditCode: creditCode('91', '350200', 'MA8RKQ6X'), authStatus: '1', authStatusName: '认证中', roleId: 2, roleName: '业务员' },
  ],
};

const userData = obj(
  {
    userId: str,
    realName: str,
    mobileNo: str,
    idNo: str,
    idCardFrontFile: fileRef,
    idCardBackFile: fileRef,
    threeStatus: str,
    faceStatus: str,
    roleId: int,
    companyAuthOutDTOList: arr(obj({ companyName: str, creditCode: str, authStatus: str, authStatusName: str, roleId: int, roleName: str })),
  },
  ['realName', 'mobileNo', 'idNo', 'idCardFrontFile', 'idCardBackFile', 'threeStatus', 'faceStatus', 'companyAuthOutDTOList'],
);

const roleOf = (roleId: unknown): (typeof ROLES)[number] => ROLES.find((r) => r.roleId === Number(roleId)) ?? ROLES[0];

/** The enum dictionary answer, shared with the portal's `GET /ifpc/v1/api/enum/enum` when it comes without `code`. */
export const enumDictionary = (): Record<string, { name: string; options: Option[] }> =>
  Object.fromEntries(Object.entries(ENUM_DICTIONARY).map(([code, entry]) => [code, { name: entry.name, options: entry.options.map((o) => ({ ...o })) }]));

function downloadFile(obsKey: string): { obsKey: string; fileName: string; contentType: string; size: number; fileBase64: string } {
  const side = obsKey.startsWith('obs/idcard/') ? (obsKey.endsWith('back.png') ? 'back' : 'front') : undefined;
  const bytes = side ? ID_CARD_SAMPLES[side] : Buffer.from(`模拟文件：${obsKey}\n`, 'utf8');
  const fileName = side ? `id-card-${side}.png` : `${obsKey.split('/').pop() || 'file'}.txt`;
  return { obsKey, fileName, contentType: side ? 'image/png' : 'text/plain; charset=utf-8', size: bytes.length, fileBase64: bytes.toString('base64') };
}

function tokenOf(state: MockState): string {
  return state.randomHex(32);
}

export function mockLayerRoutes(api: FastifyInstance, { state }: RouteContext): void {
  const pool = new BackgroundPool(4);

  api.get(
    `${IFPC}/login/img-verify-code`,
    { schema: mockRoute('Image captcha: a 100x30 PNG data URL and its id', obj({ imgBase64: str, imgId: str }, ['imgBase64', 'imgId'])) },
    async (request) => {
      const { dataUrl } = drawImgCaptcha(state.random);
      return mockOk(request, { imgBase64: dataUrl, imgId: `IMG${tokenOf(state)}` });
    },
  );

  api.get(
    `${IFPC}/login/slide-verify-code`,
    { schema: mockRoute('Slide captcha (plain Base64 PNGs, the same images as the real call)', obj({ originalImageBase64: str, jigsawImageBase64: str, token: str }, ['originalImageBase64'])) },
    async (request) => {
      const puzzle = drawPuzzle(state.random, pool);
      return mockOk(request, { originalImageBase64: puzzle.originalImageBase64, jigsawImageBase64: puzzle.jigsawImageBase64, token: tokenOf(state) });
    },
  );

  api.post(
    `${IFPC}/login/slide-verify-code/checke`,
    { schema: mockRoute('Slide captcha check (spelled so): always true', bool, { body: { type: 'object', description: 'token, point: not read' } }) },
    async (request) => mockOk(request, true),
  );

  api.post(
    `${IFPC}/login/login`,
    {
      schema: mockRoute(
        'Back-office sign-in: always succeeds; the user, their roles and the first role\'s menu',
        obj({ token: str, user: userData, roles: arr(obj({ roleId: int, roleName: str })), currentRoleId: int, menus: arr(menuEntry) }, ['token', 'user', 'roles', 'currentRoleId', 'menus']),
        { body: { type: 'object', description: 'username or mobileNo, password, imgId, imgCode: not checked' } },
      ),
    },
    async (request) => mockOk(request, { token: `MOCK${tokenOf(state)}`, user: MOCK_USER, roles: [...ROLES], currentRoleId: 1, menus: menuOf(1) }),
  );

  api.post<{ Body: { roleId?: unknown } | undefined }>(
    `${IFPC}/operate-role`,
    { schema: mockRoute('Switch to a role (1 管理员, 2 业务员): its menu', roleAnswer, { body: obj({ roleId: { anyOf: [int, str] } }) }) },
    async (request) => {
      const role = roleOf(request.body?.roleId);
      return mockOk(request, { ...role, menus: menuOf(role.roleId) });
    },
  );

  const whiteRecord = obj(
    { id: str, mobileNo: str, realName: str, companyName: str, creditCode: str, status: str, statusName: str, applySum: num, createTime: str },
    ['mobileNo', 'realName', 'creditCode', 'status', 'applySum', 'statusName'],
  );
  api.post<{ Body: WhiteListQuery | undefined }>(
    `${IFPC}/whiteList/list`,
    {
      schema: mockRoute(
        `White list, ${WHITE_LIST_PAGE_SIZE} records a page`,
        obj({ list: arr(whiteRecord), total: int, pageNum: int, pageSize: int }, ['list', 'total', 'pageNum', 'pageSize']),
        { body: obj({ pageNum: { type: 'integer', minimum: 1 }, pageSize: int, mobileNo: str, realName: str, creditCode: str, status: { anyOf: [str, int] } }) },
      ),
    },
    async (request) => mockOk(request, whiteListPage({ ...request.body, status: request.body?.status === undefined ? undefined : String(request.body.status) })),
  );

  api.get<{ Querystring: { obsKey?: string } }>(
    `${IFPC}/fileCommon/downloadFileByObsKey`,
    {
      schema: mockRoute(
        'A file by its object-storage key (Base64); the user\'s ID-card keys give the sample ID-card images',
        obj({ obsKey: str, fileName: str, contentType: str, size: int, fileBase64: str }, ['obsKey', 'fileName', 'contentType', 'size', 'fileBase64']),
        { querystring: obj({ obsKey: { type: 'string', minLength: 1 } }, ['obsKey']) },
      ),
    },
    async (request) => mockOk(request, downloadFile(request.query.obsKey ?? '')),
  );

  api.get(`${IFPC}/user`, { schema: mockRoute('The signed-in back-office user', userData) }, async (request) => mockOk(request, MOCK_USER));

  api.get<{ Querystring: { type?: string } }>(
    `${DASH}/factoringIndex/getPieChart`,
    { schema: mockRoute('Pie charts: the largest acceptors and loan recipients', obj({ acceptors: arr(entAmount), loanRecipients: arr(entAmount) }, ['acceptors', 'loanRecipients'])) },
    async (request) => mockOk(request, pieChart()),
  );

  api.get<{ Querystring: { dimension?: 'day' | 'month' } }>(
    `${DASH}/financierIndex/getBarChartData`,
    {
      schema: mockRoute(
        'Bar chart: financing counts and amounts by day (last 7) or month (last 12), China time',
        obj({ dimension: str, list: arr(obj({ date: str, count: int, amount: num }, ['date', 'count', 'amount'])) }, ['dimension', 'list']),
        { querystring: obj({ dimension: { type: 'string', enum: ['day', 'month'] } }) },
      ),
    },
    async (request) => mockOk(request, barChart(state.now(), request.query.dimension ?? 'day')),
  );

  api.get(
    `${DASH}/backlog/backList`,
    {
      schema: mockRoute(
        'To-do messages (messageStatus 0 unread, 1 read) linking to the to-do routes',
        obj(
          {
            list: arr(obj({ messageId: str, messageContent: str, linkUrl: str, lastUpdTime: str, businessNo: str, messageStatus: str, roleId: int }, ['messageId', 'messageContent', 'linkUrl', 'lastUpdTime', 'businessNo', 'messageStatus'])),
            total: int,
          },
          ['list', 'total'],
        ),
      ),
    },
    async (request) => {
      const list = backlog(state.now());
      return mockOk(request, { list, total: list.length });
    },
  );

  api.post<{ Body: { typeCodes?: string[] } | undefined }>(
    `${DICT}/getDropDownByTypeCodes`,
    {
      schema: mockRoute('Dropdowns by type code (the enum dictionary\'s codes); unknown codes answer []', { type: 'object', additionalProperties: arr(option) }, {
        body: obj({ typeCodes: arr(str) }, ['typeCodes']),
      }),
    },
    async (request) =>
      mockOk(request, Object.fromEntries((request.body?.typeCodes ?? []).map((code) => [code, (own(ENUM_DICTIONARY, code)?.options ?? []).map((o) => ({ ...o }))]))),
  );

  api.get<{ Querystring: { parentType?: string } }>(
    `${DICT}/getDropDownByParentType`,
    {
      schema: mockRoute('Collateral types, two levels: the top level without parentType, its children with it', arr(obj({ code: str, desc: str, parentType: nullable(str) }, ['code', 'desc'])), {
        querystring: obj({ parentType: str }),
      }),
    },
    async (request) => {
      const parentType = request.query.parentType ?? '';
      return mockOk(request, (own(COLLATERAL_TYPES, parentType) ?? []).map((o) => ({ ...o, parentType: parentType || null })));
    },
  );

  api.get<{ Querystring: { parentCode?: string } }>(
    `${DICT}/getAreaData`,
    {
      schema: mockRoute('Regions: provinces without parentCode, a province\'s cities or a city\'s districts with it (GB/T 2260)', arr(obj({ code: str, desc: str, level: str, parentCode: nullable(str) }, ['code', 'desc', 'level'])), {
        querystring: obj({ parentCode: str }),
      }),
    },
    async (request) => mockOk(request, areaData(request.query.parentCode)),
  );

  api.get(
    `${DICT}/mapData`,
    { schema: mockRoute('Customers and financing per province, for the China map', arr(obj({ code: str, name: str, value: int, amount: num }, ['code', 'name', 'value', 'amount']))) },
    async (request) => mockOk(request, mapData()),
  );
}
