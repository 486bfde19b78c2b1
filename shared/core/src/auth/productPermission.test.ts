/** @jest-environment node */
import type { HttpClient } from '../http';
import { checkProductPermission } from './productPermission';

describe('checkProductPermission', () => {
  it('posts the spec fields to the permission path and answers its boolean', async () => {
    const post = jest.fn().mockResolvedValue(false);
    const client = { post } as unknown as HttpClient;
    const request = { bizType: 'hxp', companyUCId: 'EC1', productId: 'HXP', userUCId: 'UC1' };
    await expect(checkProductPermission(request, client)).resolves.toBe(false);
    expect(post).toHaveBeenCalledWith('/uc/v1/api/auth/product-permission', request);
  });
});
