import { defineTexts } from '@alu/common';
export const investorsTexts = defineTexts('investors', { en: {}, bg: {} });
