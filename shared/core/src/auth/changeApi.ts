/**
 * The change calls through the portal's signed client (paths and shapes in api/change.ts).
 * Silent: the change pages word failures themselves.
 */
import type {
  AuthSuccessEntAnswer,
  ChangeApplyAnswer,
  ChangeApplyRequest,
  ChangeInfoAnswer,
  ChangeWay,
  LpMaterialRequest,
  TaskJumpAnswer,
} from '../api/change';
import type { AuditRecord } from '../api/enterprise';
import type { EntIdInfoAnswer } from '../api/auth';
import { callApi, calls } from '../contract';
import { http, type HttpClient, type RequestOptions } from '../http';

const silent: RequestOptions = { silentErrors: true };

export interface ChangeApi {
  info(entCode: string): Promise<ChangeInfoAnswer>;
  apply(request: ChangeApplyRequest): Promise<ChangeApplyAnswer>;
  lpMaterial(request: LpMaterialRequest): Promise<ChangeApplyAnswer>;
  authSuccessEnt(entCode: string): Promise<AuthSuccessEntAnswer>;
  taskJump(instId: string, changeWay: ChangeWay): Promise<TaskJumpAnswer>;
  lastAudit(entCode: string): Promise<AuditRecord | null>;
  /** The caller's real-name identity (the new legal representative confirms it). */
  identity(entCode: string): Promise<EntIdInfoAnswer>;
}

export function createChangeApi(client: HttpClient = http): ChangeApi {
  return {
    info: (entCode) => callApi(calls.changeInfo, { query: { entCode } }, silent, client),
    apply: (request) => callApi(calls.changeApply, { body: { ...request } }, silent, client),
    lpMaterial: (request) => callApi(calls.changeLpMaterial, { body: { ...request } }, silent, client),
    authSuccessEnt: (entCode) => callApi(calls.authSuccessEnt, { body: { entCode } }, silent, client),
    // The spec puts instId and changeWay in the query string of this POST.
    taskJump: (instId, changeWay) => callApi(calls.taskJump, { query: { instId, changeWay }, body: {} }, silent, client),
    lastAudit: (entCode) => callApi(calls.lastAuditRecord, { query: { entCode } }, silent, client),
    identity: (entCode) => callApi(calls.entIdInfo, { body: { entCode } }, silent, client),
  };
}

/** The portal's change calls. */
export const changeApi: ChangeApi = createChangeApi();
