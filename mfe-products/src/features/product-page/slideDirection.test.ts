import { categories } from '../../shared/catalogue/catalogue';
import { neighbours, slideDirection } from './slideDirection';

const foils = categories['rolled-foils'].products;
const sheets = categories['rolled-sheets-and-strips'].products;
const [household, container, , , , finstock] = foils;

describe('slide direction', () => {
  it('is down towards a later product and up towards an earlier one', () => {
    expect(slideDirection(foils, household, container!)).toBe('down');
    expect(slideDirection(foils, household, finstock!)).toBe('down');
    expect(slideDirection(foils, finstock, container!)).toBe('up');
  });

  it('is none on the first page, on the same product and across categories', () => {
    expect(slideDirection(foils, undefined, household!)).toBe('none');
    expect(slideDirection(foils, household, household!)).toBe('none');
    expect(slideDirection(sheets, household, sheets[2]!)).toBe('none');
  });
});

describe('previous and next', () => {
  it('stay within the category and stop at its ends', () => {
    expect(neighbours(foils, household!)).toEqual({ previous: undefined, next: container });
    expect(neighbours(foils, container!)).toEqual({ previous: household, next: foils[2] });
    expect(neighbours(foils, finstock!)).toEqual({ previous: foils[4], next: undefined });
    expect(neighbours(sheets, household!)).toEqual({});
  });
});
