import { EMAIL_MAX_LENGTH, isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it.each(['anna@example.it', 'a.b+c@sub.example.bg', "'=cmd@example.it", 'x@a-b.example'])(
    'accepts %s',
    (address) => expect(isEmailAddress(address)).toBe(true),
  );

  it.each([
    '',
    'anna@',
    'anna.example.it',
    'anna rossi@example.it',
    'nome@azienda',
    'a@-example.it',
    'a@example..it',
    `${'a'.repeat(EMAIL_MAX_LENGTH - 10)}@example.it`,
  ])('refuses %j', (address) => expect(isEmailAddress(address)).toBe(false));
});
