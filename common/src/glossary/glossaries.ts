import type { SiteLocale } from '../contracts/locales';
import { bgGlossary } from './bg';
import { enGlossary } from './en';
import { itGlossary } from './it';
import type { Glossary } from './types';

export const GLOSSARIES: Readonly<Record<SiteLocale, Glossary>> = {
  it: itGlossary,
  en: enGlossary,
  bg: bgGlossary,
};
