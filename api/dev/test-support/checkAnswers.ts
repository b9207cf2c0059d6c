// Jest set-up of the API tests (setupFilesAfterEnv): every app createApp builds is watched,
// and a test fails when an answer it caused is not what the OpenAPI document declares (the
// operation, its status, its content type, its body's schema).
import type * as CreateApp from '#api/app/createApp';
import { takeAnswerProblems } from './answerWatch';

jest.mock('#api/app/createApp', () => {
  const actual = jest.requireActual<typeof CreateApp>('#api/app/createApp');
  const watcher = jest.requireActual<typeof import('./answerWatch')>('./answerWatch');
  return {
    ...actual,
    createApp: (api: Parameters<typeof actual.createApp>[0]) =>
      watcher.watchAnswers(actual.createApp(api), api.routers.apiReference.reference.json),
  };
});

function failOnProblems(): void {
  const problems = takeAnswerProblems();
  if (problems.length === 0) return;
  throw new Error(
    `Answers the OpenAPI document (/api/openapi.json) does not allow:\n- ${problems.join('\n- ')}`,
  );
}

afterEach(failOnProblems);
// What a suite's own set-up and clean-up caused.
afterAll(failOnProblems);
