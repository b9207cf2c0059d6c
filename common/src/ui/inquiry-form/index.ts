// The product and contact inquiry: form, dialog, delivery (API, then e-mail).
// A subpath of @alu/common, not in the shared package index: only the pages that use it
// bundle it, so a first visit elsewhere never downloads it.
export { InquiryForm, CATEGORY_PLACEHOLDER, INQUIRY_SENT_TEXT } from './InquiryForm';
export type { InquiryFormProps } from './InquiryForm';
export { InquiryDialog } from './InquiryDialog';
export type { InquiryDialogProps } from './InquiryDialog';
export { CategorySelect } from './CategorySelect';
export type { CategorySelectProps } from './CategorySelect';
export { deliverInquiry, InquiryNotStoredError } from './deliverInquiry';
export type { EmailOutcome, InquiryDelivery, InquiryDeliveryServices } from './deliverInquiry';
export { INQUIRY_EMAIL_SUBJECT, inquiryEmailParams } from './inquiryEmail';
export type { InquiryEmailParams } from './inquiryEmail';
