import { remoteContractProblems } from '@alu/common';
import * as routesModule from './routes';

test('the admin remote keeps the federation contract (exposes.json, route table, shapes)', () => {
  expect(remoteContractProblems('admin', { './routes': routesModule })).toEqual([]);
});
