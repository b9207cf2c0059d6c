import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { adminApp } from '../../../dev/test-support/adminHelpers';
import { testDatabase } from '../../../dev/test-support/helpers';

describe('GET /api/public-config', () => {
  let database: Database;
  beforeAll(() => {
    database = testDatabase();
  });
  afterAll(() => database.close());

  it('answers no EmailJS ids when none are configured (the forms then only store)', async () => {
    const response = await request(adminApp(database)).get('/api/public-config').expect(200);
    expect(response.body).toEqual({ emailjs: null });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers the configured EmailJS ids', async () => {
    const emailjs = { serviceId: 'service_a', templateId: 'template_b', publicKey: 'key_c' };
    const response = await request(adminApp(database, { emailjs }))
      .get('/api/public-config')
      .expect(200);
    expect(response.body).toEqual({ emailjs });
  });
});
