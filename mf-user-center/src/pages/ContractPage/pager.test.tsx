import { screen } from '@testing-library/react';
import { userCentreApi } from '../../api/userCentre';
import { type ContractsPage as Contracts, oneContractToSign, renderContracts } from './testing';

afterEach(() => jest.restoreAllMocks());

describe('the contract list while its first page loads', () => {
  it('shows the pager only once the rows are in, so the rows never push it down', async () => {
    let answer: (page: Contracts) => void = () => undefined;
    jest.spyOn(userCentreApi, 'contracts').mockReturnValue(new Promise<Contracts>((resolve) => (answer = resolve)));
    renderContracts();
    await screen.findByRole('table');
    expect(screen.queryByText(/^共 \d+ 份$/)).not.toBeInTheDocument();
    answer(oneContractToSign());
    expect(await screen.findByText('共 1 份')).toBeInTheDocument();
  });
});
