import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql-client';
import { MEMBER_ANSWERS, answerErrorMessage, answerLabel, answersSetMessage, isMemberAnswer, setMemberAnswersInput } from './member-answer';

describe('member answers', () => {
  it('every answer has its Czech label in the order of the spec', () => {
    expect(MEMBER_ANSWERS.map(answerLabel)).toEqual(['Bez odpovědi', 'Chce být členem', 'Nechce být členem', 'Chce vystoupit ze SLČR']);
  });

  it('only the four answers are recognised in a select value', () => {
    expect(isMemberAnswer('DOES_NOT_WANT_TO_BE_MEMBER')).toBe(true);
    expect(isMemberAnswer('')).toBe(false);
    expect(isMemberAnswer('toString')).toBe(false);
  });

  it('the input names each selected member once', () => {
    expect(setMemberAnswersInput([3, 1, 3], 'WANTS_TO_BE_MEMBER')).toEqual({ memberIds: [3, 1], answer: 'WANTS_TO_BE_MEMBER' });
  });

  it.each([
    [1, 'Odpověď „Nechce být členem“ byla nastavena 1 členovi.'],
    [2, 'Odpověď „Nechce být členem“ byla nastavena 2 členům.'],
    [12, 'Odpověď „Nechce být členem“ byla nastavena 12 členům.'],
  ])('the flash after setting %i members counts them in Czech', (count, message) => {
    expect(answersSetMessage('DOES_NOT_WANT_TO_BE_MEMBER', count)).toBe(message);
  });

  it('a refusal shows the server message', () => {
    const error = new GraphQLRequestError([{ message: 'Jana Nová není členem žádného klubu.', extensions: { code: 'NO_MEMBERSHIP' } }], 200);
    expect(answerErrorMessage(error)).toBe('Jana Nová není členem žádného klubu.');
  });

  it('a validation refusal shows its field messages', () => {
    const error = new GraphQLRequestError(
      [{ message: 'Neplatné údaje.', extensions: { code: 'VALIDATION', fields: [{ field: 'memberIds', message: 'Vyberte alespoň jednoho člena.' }] } }],
      200,
    );
    expect(answerErrorMessage(error)).toBe('Vyberte alespoň jednoho člena.');
  });
});
