import { defineTexts } from '@alu/common';
export const corporateTexts = defineTexts('corporate', { en: {}, bg: {} });
