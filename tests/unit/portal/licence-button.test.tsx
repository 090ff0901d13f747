// The licence popup (spec §2 legal licence): the operator's seal or certificate image shows only
// when the operator set one (contract/site-licence.ts imageUrl); no image is invented otherwise.
import { fireEvent, render, screen } from '@testing-library/react';
import { LicenceButton } from '@/components/layout/licence-button';

const licence = { authority: 'Curaçao Gaming Control Board', number: 'OGL/2026/118', text: 'Licensed and regulated.' };
const labels = { authority: 'Authority', number: 'Licence number' };

function open(withImage?: string) {
  render(<LicenceButton label="Licence" closeLabel="Close" title="Licence" licence={withImage ? { ...licence, imageUrl: withImage } : licence} labels={labels} />);
  fireEvent.click(screen.getByRole('button', { name: 'Licence' }));
}

describe('the licence popup', () => {
  it('shows the seal the operator set, named by its authority', async () => {
    open('https://seal.cgcb.info/operator-th.png');
    const seal = await screen.findByRole('img', { name: 'Curaçao Gaming Control Board' });
    expect(seal).toHaveAttribute('src', 'https://seal.cgcb.info/operator-th.png');
    expect(screen.getByTestId('licence-number')).toHaveTextContent('OGL/2026/118');
  });

  it('shows no image when none is set', async () => {
    open();
    expect(await screen.findByTestId('licence-text')).toHaveTextContent('Licensed and regulated.');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
