/** The product-permission check (spec 001 sections 3 and 6) through the portal's signed client. */
import { AUTH_PATHS, type ProductPermissionRequest } from '../api/auth';
import { http, type HttpClient } from '../http';

/** True when the user may open the product for the company; failures reject (the client shows them). */
export function checkProductPermission(request: ProductPermissionRequest, client: HttpClient = http): Promise<boolean> {
  return client.post<boolean>(AUTH_PATHS.productPermission, { ...request });
}
