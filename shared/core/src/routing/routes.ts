/**
 * The one map of the portal's paths (spec 000 section 2): every page each app owns, as a typed
 * reference. `.path` goes into route tables; `.href(params)` builds a link with the route's own
 * path and query parameters, so renaming a path is one edit here and a type error at each misuse.
 * No imports: the build reads this file, and every package links through it.
 */

/** The document path the portal lives under (history mode, spec 000 section 2). */
export const BASE_PATH = '/cWeb';

/** The apps that own paths: the shell and the five remotes (their package names). */
export type RouteOwner = 'shell' | 'mf-home-products' | 'mf-auth' | 'mf-user-center' | 'mf-help' | 'mf-treasury';

type QueryValue = string | number | boolean | null | undefined;
/** A route's query parameters; absent (undefined or null) ones are left out. */
export type RouteQuery = Record<string, QueryValue>;
type NoQuery = Record<never, QueryValue>;

/** The `:name` segments of a path pattern. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathParams<P extends string, Types> = { [K in PathParamNames<P>]: K extends keyof Types ? Types[K] : string };

export interface HrefOptions {
  /** The fragment, without `#`. */
  hash?: string;
}

type HrefArgs<P extends string, Q, Types> = [PathParamNames<P>] extends [never]
  ? [params?: Q, options?: HrefOptions]
  : [params: PathParams<P, Types> & Q, options?: HrefOptions];

export interface RouteRef<P extends string = string, Q = NoQuery, Types = NoQuery> {
  /** The app whose route table holds this path. */
  readonly owner: RouteOwner;
  /** The path pattern, as the owner's route table declares it (`/dynamics/article/:id`). */
  readonly path: P;
  /** The path below BASE_PATH with its parameters filled in and its query in the order given. */
  href(...args: HrefArgs<P, Q, Types>): string;
}

/** Any route reference, whatever its parameters. */
export interface AnyRouteRef {
  readonly owner: RouteOwner;
  readonly path: string;
}

function buildHref(pattern: string, params: Record<string, QueryValue> = {}, options: HrefOptions = {}): string {
  const used = new Set<string>();
  const path = pattern.replace(/:(\w+)/g, (_m, name: string) => {
    used.add(name);
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${pattern}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!used.has(key) && value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}${options.hash ? `#${options.hash}` : ''}`;
}

/** A route of `owner` with query Q (and path parameter types, when narrower than string). */
const route =
  <Q = NoQuery, Types = NoQuery>() =>
  <const P extends string>(owner: RouteOwner, path: P): RouteRef<P, Q, Types> => ({
    owner,
    path,
    href: ((params?: Record<string, QueryValue>, options?: HrefOptions) => buildHref(path, params, options)) as RouteRef<P, Q, Types>['href'],
  });

/** The query parameters of the authentication routes (spec 000 section 2). */
export interface AuthRouteQuery {
  busType?: string;
  fromProduct?: string;
  fromPage?: string;
  /** ContinueAuth, addEntAuth, addAuthTypeFace or a hash. */
  type?: string;
  creditCode?: string;
}

/** A change page's query: the company, or the task link it was opened from. */
export interface ChangeRouteQuery {
  creditCode?: string;
  instId?: string;
  changeWay?: string;
}

export type ContractScopeParam = 'enterprise' | 'person';

const shell = <Q = NoQuery>() => {
  const make = route<Q>();
  return <const P extends string>(path: P) => make('shell', path);
};
const home = <Q = NoQuery, T = NoQuery>() => {
  const make = route<Q, T>();
  return <const P extends string>(path: P) => make('mf-home-products', path);
};
const auth = <Q = AuthRouteQuery>() => {
  const make = route<Q>();
  return <const P extends string>(path: P) => make('mf-auth', path);
};
const userCentre = <Q = NoQuery, T = NoQuery>() => {
  const make = route<Q, T>();
  return <const P extends string>(path: P) => make('mf-user-center', path);
};
const help = () => {
  const make = route();
  return <const P extends string>(path: P) => make('mf-help', path);
};
const treasury = <Q = NoQuery>() => {
  const make = route<Q>();
  return <const P extends string>(path: P) => make('mf-treasury', path);
};

/** Where the password pages come from and go back to. */
interface PasswordQuery {
  mobile?: string;
  title?: string;
  type?: string;
  from?: string;
}

export const ROUTES = {
  shell: {
    login: shell<{ from?: string }>()('/login'),
    loginByIam: shell<{ code?: string; from?: string }>()('/login/byIam'),
    updatePassword: shell<PasswordQuery>()('/updatePw'),
    forgotPassword: shell<PasswordQuery>()('/forget'),
    forbidden: shell()('/403'),
    browserHelp: shell()('/browserHelp'),
    testApi: shell()('/testApi'),
    /** The QA console's sign-in (README "QA console"). */
    qaSignIn: shell<{ mobile: string; redirect?: string }>()('/__qa/sign-in'),
    /** Diagnostics for a remote's team and QA. */
    diagnostics: shell()('/__portal'),
  },
  home: {
    index: home()('/home/index'),
    news: home()('/dynamics/index'),
    newsArticle: home()('/dynamics/article/:id'),
    enterpriseCentre: home()('/enterpriseCentre/index'),
    about: home()('/aboutUs/index'),
    /** A product page; `product` is a ProductKey (see productPath). */
    product: home()('/product/:product'),
    richText: home<{ id?: string }>()('/threeEditorShow'),
  },
  auth: {
    person: {
      AuthCertificate: auth()('/AuthPerson/AuthCertificate'),
      AuthType: auth()('/AuthPerson/AuthType'),
      AuthResult: auth()('/AuthPerson/AuthResult'),
      SelectProduct: auth()('/AuthPerson/SelectProduct'),
    },
    enterprise: {
      SelectBusiness: auth()('/AuthEnterprise/SelectBusiness'),
      SelectBusinessOrder: auth()('/AuthEnterprise/SelectBusinessOrder'),
      AuthCertificate: auth()('/AuthEnterprise/AuthCertificate'),
      AuthPayment: auth()('/AuthEnterprise/AuthPayment'),
      AuthBackfill: auth()('/AuthEnterprise/AuthBackfill'),
      AuthType: auth()('/AuthEnterprise/AuthType'),
      legalPersonAuthType: auth()('/AuthEnterprise/legalPersonAuthType'),
      AuthUpload: auth()('/AuthEnterprise/AuthUpload'),
      AuthManualReview: auth()('/AuthEnterprise/AuthManualReview'),
      AuthReject: auth()('/AuthEnterprise/AuthReject'),
      AuthResult: auth()('/AuthEnterprise/AuthResult'),
      addAdministrator: auth()('/AuthEnterprise/addAdministrator'),
    },
    legalChange: {
      legalSign: auth<ChangeRouteQuery>()('/LegalChange/Legal/sign'),
      legalChange: auth<ChangeRouteQuery>()('/LegalChange/Legal/change'),
      legalResult: auth<ChangeRouteQuery>()('/LegalChange/Legal/result'),
      adminUpload: auth<ChangeRouteQuery>()('/LegalChange/admin/upload'),
      adminNotifyLegal: auth<ChangeRouteQuery>()('/LegalChange/admin/notifyLegal'),
      adminManualReview: auth<ChangeRouteQuery>()('/LegalChange/admin/manualReview'),
      adminReject: auth<ChangeRouteQuery>()('/LegalChange/admin/reject'),
    },
    adminChange: {
      change: auth<ChangeRouteQuery>()('/AdminChange/become/change'),
      notifyLegal: auth<ChangeRouteQuery>()('/AdminChange/become/notifyLegal'),
      result: auth<ChangeRouteQuery>()('/AdminChange/result'),
    },
  },
  userCentre: {
    businessCenter: userCentre()('/business/center'),
    /** `tabname=ent` selects the enterprise tab. */
    baseInfo: userCentre<{ tabname?: 'ent' | 'person' }>()('/base/info'),
    contract: userCentre()('/contract'),
    contractList: userCentre<{ status?: string }, { scope: ContractScopeParam }>()('/contract/:scope/list'),
    contractDetail: userCentre<{ id?: string }, { scope: ContractScopeParam }>()('/contract/:scope/detail'),
    contractSign: userCentre<{ id?: string }, { scope: ContractScopeParam }>()('/contract/:scope/sign'),
    contractSigned: userCentre<{ id?: string; seal?: string }, { scope: ContractScopeParam }>()('/contract/:scope/success'),
    /** Face verification success. */
    faceSuccess: userCentre()('/contract/success'),
    downloadCenter: userCentre()('/download/center'),
    settings: userCentre()('/set/center'),
    openService: userCentre<{ product?: string }>()('/open/service'),
  },
  help: {
    index: help()('/helpCenter'),
    loginRegister: help()('/helpCenter/loginRegister'),
    personAuth: help()('/helpCenter/personAuth'),
    personAuthProcess: help()('/helpCenter/personAuth/process'),
    entAuth: help()('/helpCenter/entAuth'),
    entAuthProcess: help()('/helpCenter/entAuth/process'),
    changeInfoLegalPerson: help()('/helpCenter/changeInfo/legalPerson'),
    changeInfoAdmin: help()('/helpCenter/changeInfo/admin'),
    signature: help()('/helpCenter/signature'),
    financialProcess: help()('/helpCenter/financialProcess'),
  },
  treasury: {
    index: treasury()('/treasuryFront'),
    detail: treasury()('/treasuryFront/detail'),
    result: treasury<{ no?: string }>()('/treasuryFront/result'),
    list: treasury<{ keyword?: string }>()('/treasuryFront/list'),
    temp: treasury()('/treasuryFront/temp'),
    brochure: treasury()('/treasuryFront/productBrochure'),
    view: treasury()('/treasuryFront/view/:type/:file'),
  },
} as const;

const isRoute = (value: unknown): value is AnyRouteRef =>
  typeof value === 'object' && value !== null && typeof (value as AnyRouteRef).path === 'string' && typeof (value as AnyRouteRef).owner === 'string';

function collect(node: object): AnyRouteRef[] {
  return Object.values(node).flatMap((value: unknown) => (isRoute(value) ? [value] : typeof value === 'object' && value !== null ? collect(value) : []));
}

/** Every route of the map, in map order. */
export const ALL_ROUTES: readonly AnyRouteRef[] = collect(ROUTES);

/** The routes an app owns. */
export const routesOf = (owner: RouteOwner): AnyRouteRef[] => ALL_ROUTES.filter((r) => r.owner === owner);

/** A route's first segment (`/home/index` -> `/home`): the section a top-menu item stands for. */
export const sectionOf = (route: AnyRouteRef): string => `/${route.path.split('/')[1]}`;

/** A path below BASE_PATH as the document's path (`/home/index` -> `/cWeb/home/index`). */
export const documentPath = (path: string): string => `${BASE_PATH}${path}`;
