// What other components use of the news: reading them, and their wire form.
export type { NewsRepository } from './newsRepository';
export { toNewsItem } from './newsSerializer';
