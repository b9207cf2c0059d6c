import { remoteContractProblems } from '@alu/common/testing';
import * as routesModule from './routes';

test('the admin remote keeps the federation contract (its pages module, declared routes, shapes)', () => {
  expect(remoteContractProblems('admin', { './routes': routesModule })).toEqual([]);
});
