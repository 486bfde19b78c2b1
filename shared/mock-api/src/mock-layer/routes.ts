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
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { callPathFromUrl } from '@portal/core/protocol';
import { BackgroundPool, drawPuzzle } from '../captcha-image';
import type { RouteContext } from '../context';
import { Envelope, type MockServer } from '../route';
import { creditCode } from '../checksums';
import { ID_CARD_SAMPLES } from '../auth-world/samples';

import type { MockState } from '../state';
import { drawImgCaptcha } from './img-captcha';
import {
  COLLATERAL_TYPES,
  ENUM_DICTIONARY,
  type Option,
  ROLES,
  WHITE_LIST_PAGE_SIZE,
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
export const mockEnvelope = <D extends TSchema>(data: D) =>
  Type.Object({ isOk: Type.Boolean(), code: Type.Integer(), message: Type.String(), data }, { description: 'the mock envelope: isOk true, code 200, message the call path' });

const refused = Envelope(Type.Null(), { description: 'refused by the protocol check (the servers\' envelope)' });

function mockRoute<D extends TSchema, const X extends { querystring?: TSchema; body?: TSchema } = Record<never, never>>(summary: string, data: D, extra?: X) {
  return { summary, tags, ...(extra as X), response: { 200: mockEnvelope(data), '4xx': refused, '5xx': refused } };
}

const option = Type.Object({ code: Type.String(), desc: Type.String() });
const menuEntry = Type.Object(
  {
    roleId: Type.Integer(),
    name: Type.String(),
    path: Type.String(),
    hidden: Type.Boolean(),
    meta: Type.Object({ title: Type.Optional(Type.String()), icon: Type.Optional(Type.String()) }),
    children: Type.Array(Type.Object({})),
  },
  { description: 'roleId, name, path, hidden, meta {title, icon}, children (entries of the same shape)' },
);
const roleAnswer = Type.Object({ roleId: Type.Integer(), roleName: Type.String(), menus: Type.Array(menuEntry) });
const fileRef = Type.Object({ fileName: Type.String(), obsKey: Type.String() });
const entAmount = Type.Object({ entName: Type.String(), amount: Type.Number() });
export const DICTIONARY_DATA = Type.Object({}, { description: 'by type code: {name, options: [{code, desc}]}', additionalProperties: Type.Object({ name: Type.String(), options: Type.Array(option) }) });

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

const userData = Type.Object({
    userId: Type.Optional(Type.String()),
    realName: Type.String(),
    mobileNo: Type.String(),
    idNo: Type.String(),
    idCardFrontFile: fileRef,
    idCardBackFile: fileRef,
    threeStatus: Type.String(),
    faceStatus: Type.String(),
    roleId: Type.Optional(Type.Integer()),
    companyAuthOutDTOList: Type.Array(Type.Object({ companyName: Type.Optional(Type.String()), creditCode: Type.Optional(Type.String()), authStatus: Type.Optional(Type.String()), authStatusName: Type.Optional(Type.String()), roleId: Type.Optional(Type.Integer()), roleName: Type.Optional(Type.String()) })),
  });

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

export function mockLayerRoutes(api: MockServer, { state }: RouteContext): void {
  const pool = new BackgroundPool(4);

  api.get(
    `${IFPC}/login/img-verify-code`,
    { schema: mockRoute('Image captcha: a 100x30 PNG data URL and its id', Type.Object({ imgBase64: Type.String(), imgId: Type.String() })) },
    async (request) => {
      const { dataUrl } = drawImgCaptcha(state.random);
      return mockOk(request, { imgBase64: dataUrl, imgId: `IMG${tokenOf(state)}` });
    },
  );

  api.get(
    `${IFPC}/login/slide-verify-code`,
    { schema: mockRoute('Slide captcha (plain Base64 PNGs, the same images as the real call)', Type.Object({ originalImageBase64: Type.String(), jigsawImageBase64: Type.Optional(Type.String()), token: Type.Optional(Type.String()) })) },
    async (request) => {
      const puzzle = drawPuzzle(state.random, pool);
      return mockOk(request, { originalImageBase64: puzzle.originalImageBase64, jigsawImageBase64: puzzle.jigsawImageBase64, token: tokenOf(state) });
    },
  );

  api.post(
    `${IFPC}/login/slide-verify-code/checke`,
    { schema: mockRoute('Slide captcha check (spelled so): always true', Type.Boolean(), { body: Type.Object({}, { description: 'token, point: not read' }) }) },
    async (request) => mockOk(request, true),
  );

  api.post(
    `${IFPC}/login/login`,
    {
      schema: mockRoute(
        'Back-office sign-in: always succeeds; the user, their roles and the first role\'s menu',
        Type.Object({ token: Type.String(), user: userData, roles: Type.Array(Type.Object({ roleId: Type.Optional(Type.Integer()), roleName: Type.Optional(Type.String()) })), currentRoleId: Type.Integer(), menus: Type.Array(menuEntry) }),
        { body: Type.Object({}, { description: 'username or mobileNo, password, imgId, imgCode: not checked' }) },
      ),
    },
    async (request) => mockOk(request, { token: `MOCK${tokenOf(state)}`, user: MOCK_USER, roles: [...ROLES], currentRoleId: 1, menus: menuOf(1) }),
  );

  api.post(
    `${IFPC}/operate-role`,
    { schema: mockRoute('Switch to a role (1 管理员, 2 业务员): its menu', roleAnswer, { body: Type.Object({ roleId: Type.Optional(Type.Union([Type.Integer(), Type.String()])) }) }) },
    async (request) => {
      const role = roleOf(request.body?.roleId);
      return mockOk(request, { ...role, menus: menuOf(role.roleId) });
    },
  );

  const whiteRecord = Type.Object({ id: Type.Optional(Type.String()), mobileNo: Type.String(), realName: Type.String(), companyName: Type.Optional(Type.String()), creditCode: Type.String(), status: Type.String(), statusName: Type.String(), applySum: Type.Number(), createTime: Type.Optional(Type.String()) });
  api.post(
    `${IFPC}/whiteList/list`,
    {
      schema: mockRoute(
        `White list, ${WHITE_LIST_PAGE_SIZE} records a page`,
        Type.Object({ list: Type.Array(whiteRecord), total: Type.Integer(), pageNum: Type.Integer(), pageSize: Type.Integer() }),
        { body: Type.Object({ pageNum: Type.Optional(Type.Integer({ minimum: 1 })), pageSize: Type.Optional(Type.Integer()), mobileNo: Type.Optional(Type.String()), realName: Type.Optional(Type.String()), creditCode: Type.Optional(Type.String()), status: Type.Optional(Type.Union([Type.String(), Type.Integer()])) }) },
      ),
    },
    async (request) => mockOk(request, whiteListPage({ ...request.body, status: request.body?.status === undefined ? undefined : String(request.body.status) })),
  );

  api.get(
    `${IFPC}/fileCommon/downloadFileByObsKey`,
    {
      schema: mockRoute(
        'A file by its object-storage key (Base64); the user\'s ID-card keys give the sample ID-card images',
        Type.Object({ obsKey: Type.String(), fileName: Type.String(), contentType: Type.String(), size: Type.Integer(), fileBase64: Type.String() }),
        { querystring: Type.Object({ obsKey: Type.String({ minLength: 1 }) }) },
      ),
    },
    async (request) => mockOk(request, downloadFile(request.query.obsKey ?? '')),
  );

  api.get(`${IFPC}/user`, { schema: mockRoute('The signed-in back-office user', userData) }, async (request) => mockOk(request, MOCK_USER));

  api.get(
    `${DASH}/factoringIndex/getPieChart`,
    { schema: mockRoute('Pie charts: the largest acceptors and loan recipients', Type.Object({ acceptors: Type.Array(entAmount), loanRecipients: Type.Array(entAmount) })) },
    async (request) => mockOk(request, pieChart()),
  );

  api.get(
    `${DASH}/financierIndex/getBarChartData`,
    {
      schema: mockRoute(
        'Bar chart: financing counts and amounts by day (last 7) or month (last 12), China time',
        Type.Object({ dimension: Type.String(), list: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer(), amount: Type.Number() })) }),
        { querystring: Type.Object({ dimension: Type.Optional(Type.Unsafe<'day' | 'month'>({ type: 'string', enum: ['day', 'month'] })) }) },
      ),
    },
    async (request) => mockOk(request, barChart(state.now(), request.query.dimension ?? 'day')),
  );

  api.get(
    `${DASH}/backlog/backList`,
    {
      schema: mockRoute(
        'To-do messages (messageStatus 0 unread, 1 read) linking to the to-do routes',
        Type.Object({
            list: Type.Array(Type.Object({ messageId: Type.String(), messageContent: Type.String(), linkUrl: Type.String(), lastUpdTime: Type.String(), businessNo: Type.String(), messageStatus: Type.String(), roleId: Type.Optional(Type.Integer()) })),
            total: Type.Integer(),
          }),
      ),
    },
    async (request) => {
      const list = backlog(state.now());
      return mockOk(request, { list, total: list.length });
    },
  );

  api.post(
    `${DICT}/getDropDownByTypeCodes`,
    {
      schema: mockRoute('Dropdowns by type code (the enum dictionary\'s codes); unknown codes answer []', Type.Object({}, { additionalProperties: Type.Array(option) }), {
        body: Type.Object({ typeCodes: Type.Array(Type.String()) }),
      }),
    },
    async (request) =>
      mockOk(request, Object.fromEntries((request.body?.typeCodes ?? []).map((code) => [code, (own(ENUM_DICTIONARY, code)?.options ?? []).map((o) => ({ ...o }))]))),
  );

  api.get(
    `${DICT}/getDropDownByParentType`,
    {
      schema: mockRoute('Collateral types, two levels: the top level without parentType, its children with it', Type.Array(Type.Object({ code: Type.String(), desc: Type.String(), parentType: Type.Optional(Type.Union([Type.String(), Type.Null()])) })), {
        querystring: Type.Object({ parentType: Type.Optional(Type.String()) }),
      }),
    },
    async (request) => {
      const parentType = request.query.parentType ?? '';
      return mockOk(request, (own(COLLATERAL_TYPES, parentType) ?? []).map((o) => ({ ...o, parentType: parentType || null })));
    },
  );

  api.get(
    `${DICT}/getAreaData`,
    {
      schema: mockRoute('Regions: provinces without parentCode, a province\'s cities or a city\'s districts with it (GB/T 2260)', Type.Array(Type.Object({ code: Type.String(), desc: Type.String(), level: Type.String(), parentCode: Type.Optional(Type.Union([Type.String(), Type.Null()])) })), {
        querystring: Type.Object({ parentCode: Type.Optional(Type.String()) }),
      }),
    },
    async (request) => mockOk(request, areaData(request.query.parentCode)),
  );

  api.get(
    `${DICT}/mapData`,
    { schema: mockRoute('Customers and financing per province, for the China map', Type.Array(Type.Object({ code: Type.String(), name: Type.String(), value: Type.Integer(), amount: Type.Number() }))) },
    async (request) => mockOk(request, mapData()),
  );
}
