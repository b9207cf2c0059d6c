import { jobPosting, validThrough } from './jobPosting';
import { career } from './testing';

describe('a vacancy as a JobPosting', () => {
  it('runs until the end of its last day in Shumen, summer or winter time', () => {
    expect(validThrough('2026-07-31')).toBe('2026-07-31T23:59:59+03:00');
    expect(validThrough('2026-12-31')).toBe('2026-12-31T23:59:59+02:00');
  });

  it('carries the shown title, the texts, the opening day and the company', () => {
    const vacancy = career('a', {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      responsibilities: '<p>Conduce la linea</p>',
      requirements: '<p></p>',
      additional: '',
    });
    const text = { ...vacancy, title: 'Rolling mill operator' };
    const posting = jobPosting(vacancy, text, {
      origin: 'https://www.alumis.example',
      pageUrl: 'https://www.alumis.example/en/careers/open-positions/a',
      street: 'Second Industrial Zone',
      city: 'Shumen',
    });
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Rolling mill operator',
      description: '<p>Conduce la linea</p>',
      datePosted: '2026-03-01',
      validThrough: '2026-03-31T23:59:59+03:00',
      url: 'https://www.alumis.example/en/careers/open-positions/a',
      hiringOrganization: { name: 'Alumis AD', sameAs: 'https://www.alumis.example/' },
      jobLocation: { address: { addressLocality: 'Shumen', addressCountry: 'BG' } },
    });
  });

  it('describes a vacancy without text by its title, escaped', () => {
    const vacancy = career('b', { responsibilities: '', requirements: '', additional: '' });
    const posting = jobPosting(
      vacancy,
      { ...vacancy, title: 'R&D <tecnico>' },
      {
        origin: 'https://x.example',
        pageUrl: 'https://x.example/careers/open-positions/b',
        street: 's',
        city: 'c',
      },
    );
    expect(posting.description).toBe('<p>R&amp;D &lt;tecnico&gt;</p>');
  });
});
