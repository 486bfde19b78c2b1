/** The product-permission check (spec 001 sections 3 and 6) through the portal's signed client. */
import type { ProductPermissionRequest } from '../api/auth';
import { callApi, calls } from '../contract';
import { http, type HttpClient } from '../http';

/** True when the user may open the product for the company; failures reject (the client shows them). */
export function checkProductPermission(request: ProductPermissionRequest, client: HttpClient = http): Promise<boolean> {
  return callApi(calls.productPermission, { body: { ...request } }, undefined, client);
}
