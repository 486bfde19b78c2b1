import { screen } from '@testing-library/react';
import { userCentreApi } from '../../api/userCentre';
import { ContractTable } from './lazy';
import { NARROW } from './narrow';
import { oneContractToSign, renderContracts } from './testing';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  jest.restoreAllMocks();
});

describe('the contract list on a phone', () => {
  it('is cards only: the kit table it would hide is neither drawn nor loaded', async () => {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === NARROW })) as typeof window.matchMedia;
    const tableLoad = jest.spyOn(ContractTable, 'preload');
    jest.spyOn(userCentreApi, 'contracts').mockResolvedValue(oneContractToSign());
    renderContracts();
    expect(await screen.findByText('ZC-2026-HT1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '企业合同' })).toHaveTextContent('保理合同');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(tableLoad).not.toHaveBeenCalled();
  });
});
