// Every schema of the API's requests and answers, for the API. A form imports the one module
// it needs (its bundle then carries only that module's schemas).
export * from './fields';
export * from './lists';
export * from './apiErrors';
export * from './dates';
export * from './newsForm';
export * from './news';
export * from './careerForm';
export * from './careers';
export * from './applicationForm';
export * from './applications';
export * from './inquiryForm';
export * from './inquiries';
export * from './newsletterForm';
export * from './newsletter';
export * from './admin';
export * from './audit';
export * from './search';
export * from './remotes';
export * from './site';
export * from './releases';
export * from './documents';
export * from './investorEvents';
