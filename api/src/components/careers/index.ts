// What other components use of the vacancies: reading them, and their wire form.
export type { CareersRepository } from './careersRepository';
export { toCareer } from './careerSerializer';
