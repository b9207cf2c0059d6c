import { remoteContractProblems } from '@alu/common';
import * as routesModule from './routes';

test('the admin remote keeps the federation contract (exposes.json, declared routes, shapes)', () => {
  expect(remoteContractProblems('admin', { './routes': routesModule })).toEqual([]);
});
