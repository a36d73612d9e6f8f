import { describe, expect, it } from 'vitest';
import { parseForm } from './form';

describe('parseForm', () => {
  it('reads bracket notation into nested objects and arrays', () => {
    const params = parseForm(
      'customer=cus_1&items[0][price]=price_m&items[0][quantity]=1&expand[]=latest_invoice&expand[]=customer&metadata[userId]=7&card%5Bnumber%5D=4242+4242',
    );
    expect(params).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_m', quantity: '1' }],
      expand: ['latest_invoice', 'customer'],
      metadata: { userId: '7' },
      card: { number: '4242 4242' },
    });
  });

  it('reads the indexed arrays the SDK sends', () => {
    expect(parseForm('expand[0]=a&expand[1]=b&items[1][price]=y&items[0][price]=x')).toEqual({ expand: ['a', 'b'], items: [{ price: 'x' }, { price: 'y' }] });
  });
});
