import { describe, expect, it } from 'vitest';
import { frameworkErrorAnswer, sendFrameworkError } from './http-errors.ts';

describe('framework errors as API answers', () => {
  it('answers every 4xx in the documented shape, in Portuguese, never with the error’s own message', () => {
    const cases = [
      { statusCode: 400, code: 'FST_ERR_BAD_URL', message: "'/v1/x/%ff' is not a valid url component" },
      { statusCode: 414, code: 'FST_ERR_MAX_PARAM_LENGTH', message: 'is exceeding the max param length' },
      { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', message: 'Unsupported Media Type' },
      { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'Request body is too large' },
      { statusCode: 400, name: 'SyntaxError', message: 'Unexpected end of JSON input' },
      { status: 404, message: 'Not Found' },
      { statusCode: 418, message: "I'm a teapot" },
    ];
    for (const error of cases) {
      const answer = frameworkErrorAnswer(error);
      expect(answer?.status).toBe(error.statusCode ?? error.status);
      expect(Object.keys(answer!.body.error)).toEqual(['code', 'message']);
      expect(answer!.body.error.message).not.toBe(error.message);
      expect(answer!.body.error.message).toMatch(/[áâãçéêíóõú]|Requisição|Recurso/);
    }
    expect(frameworkErrorAnswer({ statusCode: 429 })?.body.error.code).toBe('too_many_requests');
    expect(frameworkErrorAnswer({ statusCode: 413, code: 'FST_REQ_FILE_TOO_LARGE' })?.body.error.code).toBe(
      'payload_too_large',
    );
  });

  it('leaves 5xx and errors without a status to the caller (a bug is logged and answered 500 there)', () => {
    expect(frameworkErrorAnswer({ statusCode: 500 })).toBeUndefined();
    expect(frameworkErrorAnswer(new Error('boom'))).toBeUndefined();
  });

  it('sends the answer for Fastify’s frameworkErrors option', () => {
    const sent: unknown[] = [];
    sendFrameworkError({ statusCode: 400, code: 'FST_ERR_BAD_URL' }, undefined, {
      status: (code: number) => ({ send: (body: never) => sent.push(code, body) }),
    });
    expect(sent).toEqual([
      400,
      { error: { code: 'bad_request', message: 'Endereço inválido: a URL tem caracteres mal codificados.' } },
    ]);
  });
});
