// A valid vacancy write for tests (the admin form's fields, dates as DD-MM-YYYY).
export const VACANCY_INPUT = {
  title: 'Operatore di laminatoio',
  startDate: '01-04-2026',
  endDate: '30-04-2026',
  responsibilities: '<p>Conduzione della linea</p>',
  requirements: '<ul><li>Diploma tecnico</li></ul>',
  additional: '<p>Turni</p>',
};
