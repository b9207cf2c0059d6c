// Test helpers of the careers feature (not used by the app).
import type { Career } from '@alu/common';

export function career(id: string, overrides: Partial<Career> = {}): Career {
  return {
    _id: id,
    title: `Posizione ${id}`,
    startDate: '2000-01-01',
    endDate: '2999-12-31',
    responsibilities: '<p>Responsabilità</p>',
    requirements: '<p>Requisiti</p>',
    additional: '<p>Altro</p>',
    ...overrides,
  };
}
