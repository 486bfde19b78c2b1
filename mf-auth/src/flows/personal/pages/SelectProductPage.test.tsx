import { screen, waitFor } from '@testing-library/react';
import { personalInfo, renderPerson } from '../../shared/testing';

describe('SelectProduct', () => {
  it('lists the products with a flow, each with its own button', async () => {
    renderPerson('/AuthPerson/SelectProduct', () => personalInfo('SUCCESS', ['personal2', 'telecomOperators3', 'livingFace']));
    expect(await screen.findByRole('button', { name: '办理保理营运资金' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '办理票据保理' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '办理池保理' })).not.toBeInTheDocument();
  });

  it('is not for someone who has not passed personal authentication', async () => {
    renderPerson('/AuthPerson/SelectProduct', () => personalInfo('PROCESSING', ['personal2']));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthType'));
  });
});
