/**
 * The change calls through the portal's signed client (paths and shapes in api/change.ts).
 * Silent: the change pages word failures themselves.
 */
import {
  CHANGE_PATHS as P,
  type AuthSuccessEntAnswer,
  type ChangeApplyAnswer,
  type ChangeApplyRequest,
  type ChangeInfoAnswer,
  type ChangeWay,
  type LpMaterialRequest,
  type TaskJumpAnswer,
} from '../api/change';
import type { AuditRecord } from '../api/enterprise';
import { AUTH_PATHS, type EntIdInfoAnswer } from '../api/auth';
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
    info: (entCode) => client.get<ChangeInfoAnswer>(P.info, { ...silent, searchParams: { entCode } }),
    apply: (request) => client.post<ChangeApplyAnswer>(P.apply, { ...request }, silent),
    lpMaterial: (request) => client.post<ChangeApplyAnswer>(P.lpMaterial, { ...request }, silent),
    authSuccessEnt: (entCode) => client.post<AuthSuccessEntAnswer>(P.authSuccessEnt, { entCode }, silent),
    // The spec puts instId and changeWay in the query string of this POST.
    taskJump: (instId, changeWay) => client.post<TaskJumpAnswer>(P.taskJump, {}, { ...silent, searchParams: { instId, changeWay } }),
    lastAudit: (entCode) => client.get<AuditRecord | null>(P.lastAuditRecord, { ...silent, searchParams: { entCode } }),
    identity: (entCode) => client.post<EntIdInfoAnswer>(AUTH_PATHS.entIdInfo, { entCode }, silent),
  };
}

/** The portal's change calls. */
export const changeApi: ChangeApi = createChangeApi();
