import { screen } from '@testing-library/react';
import { userCentreApi } from '../../api/userCentre';
import { type ContractsPage as Contracts, oneContractToSign, renderContracts } from './testing';

afterEach(() => jest.restoreAllMocks());

// The failure's view (no count, no empty list beside the error) is checked in the browser: shared/e2e/tests/user-centre/states.spec.ts.

const stateChoices = () => [...document.querySelectorAll('.uc-contract__states label')].map((label) => label.textContent);
const WAIT = { timeout: 10_000 };

describe('the contract list counts (issue 47 item 7)', () => {
  it('shows no count while the list loads, then the counts the answer gives', async () => {
    let answer: (page: Contracts) => void = () => undefined;
    jest.spyOn(userCentreApi, 'contracts').mockReturnValue(new Promise<Contracts>((resolve) => (answer = resolve)));
    renderContracts();
    await screen.findByText('全部', {}, WAIT);
    expect(stateChoices()).toEqual(['全部', '待签署', '已签署', '已过期', '已拒签']);
    answer(oneContractToSign());
    expect(await screen.findByText('全部（1）', {}, WAIT)).toBeInTheDocument();
    expect(stateChoices()).toEqual(['全部（1）', '待签署（1）', '已签署（0）', '已过期（0）', '已拒签（0）']);
  });
});
