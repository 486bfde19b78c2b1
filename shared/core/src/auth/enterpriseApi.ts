/**
 * The enterprise authentication calls through the portal's signed client (paths and shapes in
 * api/enterprise.ts). Silent: the enterprise pages word failures themselves.
 */
import type {
  AdminAddRequest,
  AdminCheckAnswer,
  AdminListAnswer,
  AreaListAnswer,
  AuditRecord,
  BankListAnswer,
  CnapsListAnswer,
  CnapsListRequest,
  EntInfoAnswer,
  EnterpriseListAnswer,
  FourFactorAnswer,
  FourFactorRequest,
  GroupUnitAnswer,
  LicenceOcrAnswer,
  LpNotifyAnswer,
  MaterialRequirementsAnswer,
  RelationshipAnswer,
  RelationshipRequest,
  SmallAmountApplyAnswer,
  SmallAmountApplyRequest,
  SmallAmountVerifyAnswer,
  SubmitMaterialAnswer,
  SubmitMaterialRequest,
} from '../api/enterprise';
import type { EnterpriseAuthInfoAnswer, FaceStartAnswer } from '../api/auth';
import { callApi, calls } from '../contract';
import { http, type HttpClient, type RequestOptions } from '../http';

const silent: RequestOptions = { silentErrors: true };

export interface EnterpriseAuthApi {
  info(mobile: string, entCode: string): Promise<EnterpriseAuthInfoAnswer>;
  search(keyword: string): Promise<EnterpriseListAnswer>;
  lookup(entName: string): Promise<EntInfoAnswer>;
  groupUnit(companyName: string): Promise<GroupUnitAnswer>;
  relate(request: RelationshipRequest): Promise<RelationshipAnswer>;
  ocrLicence(fileId: string, fileName: string): Promise<LicenceOcrAnswer>;
  fourFactor(request: FourFactorRequest): Promise<FourFactorAnswer>;
  banks(): Promise<BankListAnswer>;
  areas(parentCode?: string): Promise<AreaListAnswer>;
  branches(request: CnapsListRequest): Promise<CnapsListAnswer>;
  applyRemittance(request: SmallAmountApplyRequest): Promise<SmallAmountApplyAnswer>;
  verifyRemittance(entCode: string, amount: string): Promise<SmallAmountVerifyAnswer>;
  /** Starts the legal person's face check for the company (scene legalPerson). */
  legalPersonFace(entCode: string): Promise<FaceStartAnswer>;
  notifyLegalPerson(entCode: string, lpMobile: string): Promise<LpNotifyAnswer>;
  legalPersonStatus(entCode: string): Promise<LpNotifyAnswer | null>;
  materials(entCode: string): Promise<MaterialRequirementsAnswer>;
  submitMaterials(request: SubmitMaterialRequest): Promise<SubmitMaterialAnswer>;
  lastAudit(entCode: string): Promise<AuditRecord | null>;
  admins(entCode: string): Promise<AdminListAnswer>;
  checkAdmin(request: AdminAddRequest): Promise<AdminCheckAnswer>;
  addAdmin(request: AdminAddRequest): Promise<AdminListAnswer>;
}

export function createEnterpriseAuthApi(client: HttpClient = http): EnterpriseAuthApi {
  const quietly: RequestOptions = { ...silent, quiet: true };
  return {
    info: (mobile, entCode) => callApi(calls.authInfo, { query: { mobile, entCode } }, silent, client) as Promise<EnterpriseAuthInfoAnswer>,
    // Typed as the user types: kept out of the global loading overlay.
    search: (keyword) => callApi(calls.enterpriseListBasic, { body: { keyword } }, quietly, client),
    lookup: (entName) => callApi(calls.entInfo, { body: { entName } }, silent, client),
    groupUnit: (companyName) => callApi(calls.groupUnit, { query: { companyName } }, silent, client),
    relate: (request) => callApi(calls.relationship, { body: { ...request } }, silent, client),
    ocrLicence: (fileId, fileName) => callApi(calls.ocrBusinessLicense, { body: { fileId, fileName } }, silent, client),
    fourFactor: (request) => callApi(calls.fourFactor, { body: { ...request } }, silent, client),
    banks: () => callApi(calls.bankList, {}, silent, client),
    areas: (parentCode) => callApi(calls.areaList, { query: parentCode ? { parentCode } : {} }, silent, client),
    branches: (request) => callApi(calls.cnapsList, { body: { ...request } }, quietly, client),
    applyRemittance: (request) => callApi(calls.smallAmountApply, { body: { ...request } }, silent, client),
    verifyRemittance: (entCode, amount) => callApi(calls.smallAmountVerify, { body: { entCode, amount } }, silent, client),
    legalPersonFace: (entCode) => callApi(calls.faceStart, { body: { scene: 'legalPerson', entCode } }, silent, client),
    notifyLegalPerson: (entCode, lpMobile) => callApi(calls.lpNotify, { body: { entCode, lpMobile } }, silent, client),
    // Polled while the legal person answers: kept out of the global loading overlay.
    legalPersonStatus: (entCode) => callApi(calls.lpNotifyStatus, { query: { entCode } }, quietly, client),
    materials: (entCode) => callApi(calls.materialRequirements, { query: { entCode } }, silent, client),
    submitMaterials: (request) => callApi(calls.submitMaterial, { body: { ...request } }, silent, client),
    lastAudit: (entCode) => callApi(calls.lastAuditRecord, { query: { entCode } }, silent, client),
    admins: (entCode) => callApi(calls.adminList, { query: { entCode } }, silent, client),
    checkAdmin: (request) => callApi(calls.adminCheck, { body: { ...request } }, silent, client),
    addAdmin: (request) => callApi(calls.adminAdd, { body: { ...request } }, silent, client),
  };
}

/** The portal's enterprise authentication calls. */
export const enterpriseAuthApi: EnterpriseAuthApi = createEnterpriseAuthApi();
