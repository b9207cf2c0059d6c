import { remoteContractProblems } from '@alu/common';
import * as routesModule from './routes';

test('the investors remote keeps the federation contract (exposes.json, route table, shapes)', () => {
  expect(remoteContractProblems('investors', { './routes': routesModule })).toEqual([]);
});
