/**
 * The enterprise authentication calls through the portal's signed client (paths and shapes in
 * api/enterprise.ts). Silent: the enterprise pages word failures themselves.
 */
import {
  ENTERPRISE_PATHS as P,
  type AdminAddRequest,
  type AdminCheckAnswer,
  type AdminListAnswer,
  type AreaListAnswer,
  type AuditRecord,
  type BankListAnswer,
  type CnapsListAnswer,
  type CnapsListRequest,
  type EntInfoAnswer,
  type EnterpriseListAnswer,
  type FourFactorAnswer,
  type FourFactorRequest,
  type GroupUnitAnswer,
  type LicenceOcrAnswer,
  type LpNotifyAnswer,
  type MaterialRequirementsAnswer,
  type RelationshipAnswer,
  type RelationshipRequest,
  type SmallAmountApplyAnswer,
  type SmallAmountApplyRequest,
  type SmallAmountVerifyAnswer,
  type SubmitMaterialAnswer,
  type SubmitMaterialRequest,
} from '../api/enterprise';
import { AUTH_PATHS, type EnterpriseAuthInfoAnswer, type FaceStartAnswer } from '../api/auth';
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
  return {
    info: (mobile, entCode) => client.get<EnterpriseAuthInfoAnswer>(AUTH_PATHS.info, { ...silent, searchParams: { mobile, entCode } }),
    // Typed as the user types: kept out of the global loading overlay.
    search: (keyword) => client.post<EnterpriseListAnswer>(P.enterpriseListBasic, { keyword }, { ...silent, quiet: true }),
    lookup: (entName) => client.post<EntInfoAnswer>(P.entInfo, { entName }, silent),
    groupUnit: (companyName) => client.get<GroupUnitAnswer>(P.groupUnit, { ...silent, searchParams: { companyName } }),
    relate: (request) => client.post<RelationshipAnswer>(P.relationship, { ...request }, silent),
    ocrLicence: (fileId, fileName) => client.post<LicenceOcrAnswer>(P.ocrBusinessLicense, { fileId, fileName }, silent),
    fourFactor: (request) => client.post<FourFactorAnswer>(P.fourFactor, { ...request }, silent),
    banks: () => client.get<BankListAnswer>(P.bankList, silent),
    areas: (parentCode) => client.get<AreaListAnswer>(P.areaList, { ...silent, ...(parentCode ? { searchParams: { parentCode } } : {}) }),
    branches: (request) => client.post<CnapsListAnswer>(P.cnapsList, { ...request }, { ...silent, quiet: true }),
    applyRemittance: (request) => client.post<SmallAmountApplyAnswer>(P.smallAmountApply, { ...request }, silent),
    verifyRemittance: (entCode, amount) => client.post<SmallAmountVerifyAnswer>(P.smallAmountVerify, { entCode, amount }, silent),
    legalPersonFace: (entCode) => client.post<FaceStartAnswer>(AUTH_PATHS.face, { scene: 'legalPerson', entCode }, silent),
    notifyLegalPerson: (entCode, lpMobile) => client.post<LpNotifyAnswer>(P.lpNotify, { entCode, lpMobile }, silent),
    // Polled while the legal person answers: kept out of the global loading overlay.
    legalPersonStatus: (entCode) => client.get<LpNotifyAnswer | null>(P.lpNotifyStatus, { ...silent, quiet: true, searchParams: { entCode } }),
    materials: (entCode) => client.get<MaterialRequirementsAnswer>(P.submitMaterial, { ...silent, searchParams: { entCode } }),
    submitMaterials: (request) => client.post<SubmitMaterialAnswer>(P.submitMaterial, { ...request }, silent),
    lastAudit: (entCode) => client.get<AuditRecord | null>(P.lastAuditRecord, { ...silent, searchParams: { entCode } }),
    admins: (entCode) => client.get<AdminListAnswer>(P.adminList, { ...silent, searchParams: { entCode } }),
    checkAdmin: (request) => client.post<AdminCheckAnswer>(P.adminCheck, { ...request }, silent),
    addAdmin: (request) => client.post<AdminListAnswer>(P.adminAdd, { ...request }, silent),
  };
}

/** The portal's enterprise authentication calls. */
export const enterpriseAuthApi: EnterpriseAuthApi = createEnterpriseAuthApi();
