// A valid product inquiry, as the product page's form sends it.
import type { InquiryRequest } from '@alu/common/contracts';

export const productInquiry: InquiryRequest = {
  kind: 'product',
  products: 'Foglio per uso domestico',
  name: 'Maria Rossi',
  phone: '+39 02 1234 5678',
  email: 'maria.rossi@esempio.it',
  message: 'Vorrei un preventivo per 20 t di foglio da 11 µm.',
  sourcePage: '/products/rolled-foils/household-foil',
};
