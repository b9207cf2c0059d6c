// The mails the stack's local catcher received (scripts/mailCatcher.ts), newest first.
import { MAIL_URL } from './ports';

export interface DeliveredMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly replyTo: string;
  readonly subject: string;
  readonly text: string;
}

export async function deliveredMails(): Promise<DeliveredMail[]> {
  const response = await fetch(`${MAIL_URL}/api/messages`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  return (await response.json()) as DeliveredMail[];
}
