import { answersEachQuestion } from './questions/answers-each-question';
import { QUESTIONS_HELD_OUT } from './questions/questions-held-out';
import { QUESTIONS_HELD_OUT_2 } from './questions/questions-held-out-2';

// The two sets kept out of the engine's tuning in earlier rounds, run apart from the suite the
// engine is written against (question-suite.test.ts), so whoever changes Layla can leave them unread.
answersEachQuestion([
  ['Held-out', QUESTIONS_HELD_OUT],
  ['Second held-out', QUESTIONS_HELD_OUT_2],
]);
